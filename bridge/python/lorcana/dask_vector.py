"""A vector env whose games live on Dask workers (issue 31, docs/distributed.md).

:class:`DaskVectorEnv` cuts num_envs into slices, one per worker (or
``slices`` of them, spread over the workers). Each slice is a Dask actor,
:class:`EnvSlice`, that starts its own ``lorcana serve`` on its worker's
machine (a private Unix socket by default, or TCP on the host the operator
gives, always with a token) and holds an autoreset group of the slice's
envs there. ``step`` sends every slice its actions at once and gathers the
replies; the observations travel in the packed layout and are made dense
here.

The games are those of a :class:`LorcanaVectorEnv` of the same seed: env i
of the whole is env i - first of its slice, and the slice's group numbers
its envs from first (make's ``first_env``), so the same seed and actions
give the same observations, step by step.

A worker lost (its process killed, its machine gone) takes its slice's games
with it: the next call that needs that slice raises :class:`WorkerLost`
(after at most ``timeout`` seconds, never a hang) and the vector env closes.
Make a new one to go on; with the same seed it starts the same games.

Needs Dask's distributed package (Debian: python3-distributed) on the
learner and the workers, and this package importable on the workers.
"""

import secrets

import numpy as np

from ._base import dense_result, make_args, make_group
from .client import Client
from .distributed import ranges
from .errors import LorcanaError, ServerError, WorkerLost
from .server import LocalServer
from .vector import LorcanaVectorEnv, reset_seeds, reset_states, seeded_rng
from . import spaces

# The per-env rows of a reset or step reply, concatenated slice after slice.
_ROWS = ("num_options", "to_play", "reward", "rewards", "terminated", "truncated", "winner", "turn")


class EnvSlice:
    """A Dask actor: envs first_env to first_env+num_envs-1 of a vector, in
    an autoreset group of a ``lorcana serve`` of its own on the worker that
    holds it. config is make's arguments (packed layout, autoreset). The
    server listens on a private Unix socket, or with host on TCP at that
    host (a port the system picks); either way with a token, token or a
    fresh random one that never leaves this worker. Its methods answer the
    raw replies of the server, which the learner combines."""

    def __init__(self, num_envs, first_env, config, host=None, token=None, binary=None, timeout=60.0):
        token = token or secrets.token_hex(16)
        self.server = LocalServer(binary, token=token, host=host)
        try:
            self.client = Client(self.server.address, token=token, timeout=timeout, shm=False)
            args = dict(config)
            if first_env:
                args["first_env"] = first_env
            self.info, _ = make_group(self.client, num_envs, args, "socket")
        except BaseException:
            self.server.close()
            raise
        self.env = self.info["env"]

    def where(self):
        """(the worker's address, the server's address)."""
        try:
            from distributed import get_worker
            worker = get_worker().address
        except (ImportError, ValueError):
            worker = None
        return worker, self.server.address

    def make_info(self):
        return self.info

    def reset(self, seed=None, seeds=None):
        args = {"env": self.env}
        if seed is not None:
            args["seed"] = seed
        if seeds is not None:
            args["seeds"] = seeds
        return self.client.conn.call("reset", args)

    def step(self, actions):
        return self.client.conn.call("step", {"env": self.env, "actions": actions})

    def serialize(self, index):
        return self.client.serialize(self.env, index)

    def restore(self, index, state):
        return self.client.restore(self.env, state, index)

    def render(self, index, view=None):
        return self.client.render(self.env, index, view)

    def legal(self, index):
        return self.client.legal(self.env, index)["options"]

    def close(self):
        try:
            self.client.close()
        finally:
            self.server.close()


def _dask_client(client):
    if client is not None:
        return client
    try:
        from distributed import get_client
    except ImportError as e:
        raise LorcanaError("DaskVectorEnv needs Dask's distributed package "
                           "(Debian: apt-get install python3-distributed)") from e
    try:
        return get_client()
    except ValueError as e:
        raise LorcanaError("DaskVectorEnv: no Dask client: pass client=distributed.Client(ADDRESS) "
                           "or make one first") from e


class DaskVectorEnv(LorcanaVectorEnv):
    """num_envs games of Lorcana on the workers of a Dask cluster, with the
    API of :class:`LorcanaVectorEnv` and, for the same seed and actions, the
    same observations, rewards and infos.

    ``client``: a ``distributed.Client`` (default: the current one).
    ``workers``: the addresses of the workers to use (default: all of the
    scheduler's, in address order). ``slices``: how many parts num_envs is
    cut into (default: one per worker), placed on the workers in turn.
    ``host``: where each worker's server listens, None for a Unix socket
    (nothing on the network), else a TCP host of that worker's machine;
    ``token``: the servers' token (default: a random one per server, that
    stays on its worker). ``worker_binary``: the path of ``lorcana`` on the
    workers (default: each finds its own, as :func:`lorcana.find_binary`).
    ``timeout``: the seconds a call waits for a slice before it gives up.
    The env's own arguments are :class:`LorcanaVectorEnv`'s.

    ``transport`` is "dask". The arrays returned are fresh on every call.
    ``slices_at`` lists, per slice, its (first, stop) envs and its worker.
    A worker lost raises :class:`lorcana.errors.WorkerLost` and closes the
    env (module docstring)."""

    def __init__(self, num_envs, client=None, workers=None, slices=None, host=None, token=None,
                 worker_binary=None, opponent=None, seat=0, players=2, decks=None, variant=None,
                 turn_limit=None, auto_answer=None, skip_alter=None, starting_player=None, shaping=None,
                 fields=None, seed=0, timeout=60.0, illegal_action="raise", bag=None):
        if illegal_action != "raise":
            raise ValueError(f"illegal_action {illegal_action!r}: DaskVectorEnv takes only \"raise\" (as LorcanaVectorEnv)")
        if not isinstance(num_envs, (int, np.integer)) or num_envs < 1:
            raise ValueError(f"num_envs {num_envs!r}: want an int of at least 1")
        self.illegal_action = illegal_action
        self._closed = True  # until the slices are up
        self._dask = _dask_client(client)
        if workers is None:
            workers = sorted(self._dask.scheduler_info()["workers"])
        workers = list(workers)
        if not workers:
            raise LorcanaError("DaskVectorEnv: the cluster has no workers")
        n = int(num_envs)
        cut = ranges(n, slices or len(workers))
        config = make_args(fields, "packed", autoreset=True, opponent=opponent, seat=seat if opponent else None,
                           players=players, decks=decks, variant=variant, bag=bag, turn_limit=turn_limit,
                           auto_answer=auto_answer, skip_alter=skip_alter, starting_player=starting_player,
                           shaping=shaping, seed=seed)
        self._timeout = timeout
        self._shm, self._copy, self._owns = None, True, False
        self.transport = "dask"
        self._slices = [(lo, hi, workers[k % len(workers)]) for k, (lo, hi) in enumerate(cut)]
        self._actors, self._pending = [], None
        futures = [self._dask.submit(EnvSlice, hi - lo, lo, config, host, token, worker_binary, timeout,
                                     workers=[w], allow_other_workers=False, actor=True, pure=False)
                   for lo, hi, w in self._slices]
        self._futures = futures  # the actors live as long as their futures
        try:
            self._actors = [f.result(timeout=timeout) for f in futures]
            infos = self._gather([a.make_info() for a in self._actors])
        except BaseException:
            self._release()
            raise
        self._closed = False
        info = dict(infos[0], num_envs=n, env=None)
        self.env_info = info
        self._env = None
        self._spec = info["spec"]
        self.num_envs = n
        self.num_players = info["players"]
        k = info["num_actions"]
        self.single_observation_space = spaces.observation_space(info)
        self.single_action_space = spaces.Discrete(k)
        self.observation_space = spaces.observation_space(info, batch=n)
        self.action_space = spaces.MultiDiscrete(np.full(n, k))
        self.render_mode = None
        self._mask = np.zeros((n, k), dtype=np.int8)
        self._num_options = np.zeros(n, dtype=np.int32)

    @property
    def slices_at(self):
        return [((lo, hi), w) for lo, hi, w in self._slices]

    def _gather(self, futures, which=None):
        """The results of one call per slice (which: their slice numbers,
        default all), waiting for every one; a slice whose worker is gone
        raises WorkerLost and closes the env."""
        which = range(len(self._slices)) if which is None else which
        out, lost = [], None
        for k, f in zip(which, futures):
            try:
                out.append(f.result(timeout=self._timeout))
            except (LorcanaError, ValueError, TypeError):  # the server's or the env's own error, raised on the worker
                raise
            except Exception as e:  # noqa: BLE001 - the cluster's errors: which is lost is told below
                lost = lost or (k, e)
        if lost is not None:
            k, e = lost
            lo, hi, w = self._slices[k]
            alive = w in self._dask.scheduler_info()["workers"]
            self.close()
            what = (f"did not answer in {self._timeout}s" if alive
                    else "is gone (its process or machine stopped)")
            raise WorkerLost(f"DaskVectorEnv: Dask worker {w}, which held envs {lo} to {hi - 1}, {what}: "
                             f"{type(e).__name__}: {e}. Their games are lost and this env is closed; make a new "
                             f"DaskVectorEnv to go on (the same seed starts the same games)", worker=w,
                             envs=(lo, hi)) from e
        return out

    def _call(self, method, *per_slice):
        """Calls method on every slice with its part of each argument (a
        callable of (first, stop)) and gathers the replies."""
        if self._closed:
            raise LorcanaError("DaskVectorEnv: closed")
        if self._pending is not None:
            raise LorcanaError(f"DaskVectorEnv: {method} while a step_async waits: call step_wait first")
        fs = [getattr(a, method)(*(arg(lo, hi) for arg in per_slice))
              for a, (lo, hi, _) in zip(self._actors, self._slices)]
        return self._gather(fs)

    def _combine(self, replies):
        """One reply of the whole vector from the slices' (dense)."""
        parts = [dense_result(r, self._spec) for r in replies]
        r = {k: np.concatenate([p[k] for p in parts]) for k in _ROWS}
        r["obs"] = {k: np.concatenate([p["obs"][k] for p in parts]) for k in parts[0]["obs"]}
        ended = [(lo, p) for (lo, _, _), p in zip(self._slices, parts) if len(p["final_envs"])]
        if ended:
            r["final_envs"] = np.concatenate([p["final_envs"] + lo for lo, p in ended]).astype(np.int32)
            r["final_obs"] = {k: np.concatenate([p["final_obs"][k] for _, p in ended]) for k in ended[0][1]["final_obs"]}
        else:
            r["final_envs"] = np.zeros(0, dtype=np.int32)
        return r

    def _slice_of(self, index):
        if not isinstance(index, (int, np.integer)) or not 0 <= index < self.num_envs:
            raise ValueError(f"env index {index!r}: want 0 to {self.num_envs - 1}")
        for k, (lo, hi, _) in enumerate(self._slices):
            if lo <= index < hi:
                return k, int(index) - lo
        raise AssertionError("the slices cover every env")

    def _one(self, index, method, *args):
        if self._closed:
            raise LorcanaError("DaskVectorEnv: closed")
        if self._pending is not None:
            raise LorcanaError(f"DaskVectorEnv: {method} while a step_async waits: call step_wait first")
        k, j = self._slice_of(index)
        return self._gather([getattr(self._actors[k], method)(j, *args)], which=[k])[0]

    def reset(self, seed=None, options=None):
        """As :meth:`LorcanaVectorEnv.reset`: the same seeds, the same games."""
        seed1, seeds = reset_seeds(seed, self.num_envs)
        states = reset_states(seed, options, self.num_envs)
        if seed1 is not None:
            self._np_random, self._np_random_seed = seeded_rng(seed1)
        elif seeds is not None:
            self._np_random, self._np_random_seed = seeded_rng(seeds)
        r = self._combine(self._call("reset", lambda lo, hi: seed1,
                                     lambda lo, hi: None if seeds is None else seeds[lo:hi]))
        obs, info, _ = self._result(r)
        if states is not None and any(s is not None for s in states):
            obs, info = self._restore_states(obs, info, states)
        return obs, info

    def step(self, actions):
        """actions: int[num_envs], an option index per env. An action that is
        not an option raises ServerError "illegal_action" before any slice
        steps, as LorcanaVectorEnv steps none."""
        self.step_async(actions)
        return self.step_wait()

    def step_async(self, actions):
        """Sends every slice its actions and returns at once; step_wait
        gathers the result. Several envs' steps (both seats of a learner,
        say) are then in flight together."""
        a = np.asarray(actions)
        if a.shape != (self.num_envs,):
            raise ValueError(f"actions of shape {a.shape}: want ({self.num_envs},)")
        if self._closed:
            raise LorcanaError("DaskVectorEnv: closed")
        if self._pending is not None:
            raise LorcanaError("DaskVectorEnv: step_async twice: call step_wait first")
        a = a.astype(np.int32, copy=False)
        bad = np.flatnonzero((a < 0) | (a >= self._num_options))
        if len(bad):
            i = int(bad[0])
            n = int(self._num_options[i])
            raise ServerError("illegal_action", f"env {i}: action {int(a[i])} is not an option: there are {n} "
                                                f"(0 to {n - 1})", "step")
        self._pending = [act.step(a[lo:hi]) for act, (lo, hi, _) in zip(self._actors, self._slices)]

    def step_wait(self):
        """The (obs, reward, terminated, truncated, info) of step_async's
        actions."""
        if self._pending is None:
            raise LorcanaError("DaskVectorEnv: step_wait without step_async")
        fs, self._pending = self._pending, None
        r = self._combine(self._gather(fs))
        obs, info, r = self._result(r)
        return obs, r["reward"], r["terminated"], r["truncated"], info

    def legal_options(self, index):
        return self._one(index, "legal")

    def render(self, index=0, view=None):
        return self._one(index, "render", view)

    def serialize(self, index):
        return self._one(index, "serialize")

    def _restore_reply(self, index, state):
        return self._one(index, "restore", bytes(state))

    def _release(self):
        for f in getattr(self, "_futures", ()):
            try:
                f.release()
            except Exception:  # noqa: BLE001 - the client may be closing
                pass
        self._futures, self._actors = [], []

    def close(self, **kwargs):
        """Stops every slice's server (on the workers still there)."""
        if getattr(self, "_closed", True):
            self._release()
            return
        self._closed = True
        fs = []
        for a in self._actors:
            try:
                fs.append(a.close())
            except Exception:  # noqa: BLE001 - a lost worker
                pass
        for f in fs:
            try:
                f.result(timeout=min(self._timeout, 10))
            except Exception:  # noqa: BLE001 - a lost worker's server died with it
                pass
        self._release()
