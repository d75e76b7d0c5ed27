"""A vector env whose games live on Dask workers (issue 31, docs/distributed.md).

:class:`DaskVectorEnv` cuts num_envs into slices, one per worker (or
``slices`` of them, spread over the workers). Each slice is a Dask actor,
:class:`EnvSlice`, that starts its own ``lorcana serve`` on its worker's
machine, always with a token: on a private Unix socket by default, or on
TCP at the host the operator gives. The learner steps every slice at once:
it sends each its actions, then gathers the replies, which travel in the
packed layout and are made dense here. Two ways to reach a slice:

- through Dask (the default): each request is a call of the slice's actor,
  which passes it to its server; nothing but Dask listens on the network;
- ``direct=True`` (with ``host``): the learner connects to each worker's
  server itself, over TCP with the token, and Dask only places and stops
  the servers; a request is then one round trip on a socket, several times
  cheaper than an actor call (docs/distributed.md has the figures).

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

from . import spaces
from ._base import dense_result, make_args, make_group
from .client import Client
from .distributed import ranges
from .errors import ConnectionClosed, LorcanaError, ServerError, Timeout, WorkerLost
from .server import LocalServer
from .vector import LorcanaVectorEnv, reset_seeds, reset_states, seeded_rng

# The per-env rows of a reset or step reply, concatenated slice after slice.
_ROWS = ("num_options", "to_play", "reward", "rewards", "terminated", "truncated", "winner", "turn")


class EnvSlice:
    """A Dask actor: a ``lorcana serve`` of its own on the worker that holds
    it, listening on a private Unix socket, or with host on TCP at that host
    (a port the system picks), with token or a fresh random one. With group
    it holds envs first_env to first_env+num_envs-1 of a vector there, an
    autoreset group of make's arguments config (packed layout), and
    :meth:`call` passes the learner's requests to it; without, the learner
    connects to the server itself (:meth:`where` says where)."""

    def __init__(self, num_envs, first_env, config, host=None, token=None, binary=None, timeout=60.0,
                 group=True):
        token = token or secrets.token_hex(16)
        if host == "worker":
            host = worker_host()
        self.server = LocalServer(binary, token=token, host=host)
        self.client = self.env = self.info = None
        if not group:
            return
        try:
            self.client = Client(self.server.address, token=token, timeout=timeout, shm=False)
            args = dict(config)
            if first_env:
                args["first_env"] = first_env
            self.info, _ = make_group(self.client, num_envs, args, "socket")
        except BaseException:
            self.close()
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

    def call(self, cmd, args):
        """The server's raw result of cmd on the slice's group."""
        return self.client.conn.call(cmd, dict(args, env=self.env))

    def close(self):
        try:
            if self.client is not None:
                self.client.close()
        finally:
            self.server.close()


def worker_host():
    """The host of this Dask worker's own address: the interface its
    scheduler and clients reach it on."""
    from urllib.parse import urlsplit

    from distributed import get_worker
    return urlsplit(get_worker().address).hostname


class _ViaActor:
    """A slice reached through its actor."""

    def __init__(self, actor):
        self.actor = actor

    def send(self, cmd, args):
        return self.actor.call(cmd, args)

    def recv(self, handle, timeout):
        return handle.result(timeout=timeout)

    def close(self):
        pass


class _Direct:
    """A slice reached on a connection of the learner to its server."""

    def __init__(self, client, env):
        self.client, self.env = client, env

    def send(self, cmd, args):
        return cmd, self.client.conn.send_request(cmd, dict(args, env=self.env))

    def recv(self, handle, timeout):
        return self.client.conn.read_reply(*handle)

    def close(self):
        try:
            if not self.client.conn.closed:
                self.client.close_env(self.env)
        except LorcanaError:
            pass
        finally:
            self.client.close()


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

    ``client``: a ``distributed.Client`` (default: the current one; one made
    with ``direct_to_workers=True`` calls the actors without a hop through
    the scheduler). ``workers``: the addresses of the workers to use
    (default: all of the scheduler's, in address order). ``slices``: how
    many parts num_envs is cut into (default: one per worker), placed on the
    workers in turn. ``host``: where each worker's server listens, None for
    a Unix socket (nothing on the network), else a TCP host of that worker's
    machine (one the learner reaches, for ``direct``), or "worker": the
    host of each worker's own Dask address, the one interface the cluster
    already reaches it on (for workers on several machines); ``token``: the
    servers' token (default: a random one per server). ``direct``: the
    learner talks to the servers itself (module docstring); needs ``host``.
    ``worker_binary``: the path of ``lorcana`` on the workers (default: each
    finds its own, as :func:`lorcana.find_binary`). ``timeout``: the seconds
    a call waits for a slice before it gives up. The env's own arguments are
    :class:`LorcanaVectorEnv`'s.

    ``transport`` is "dask" or "direct". The arrays returned are fresh on
    every call. ``slices_at`` lists, per slice, its (first, stop) envs and
    its worker. A worker lost raises :class:`lorcana.errors.WorkerLost` and
    closes the env (module docstring)."""

    def __init__(self, num_envs, client=None, workers=None, slices=None, host=None, token=None, direct=False,
                 worker_binary=None, opponent=None, seat=0, players=2, decks=None, variant=None,
                 turn_limit=None, auto_answer=None, skip_alter=None, starting_player=None, shaping=None,
                 fields=None, seed=0, timeout=60.0, illegal_action="raise", bag=None):
        if illegal_action != "raise":
            raise ValueError(f"illegal_action {illegal_action!r}: DaskVectorEnv takes only \"raise\" (as LorcanaVectorEnv)")
        if not isinstance(num_envs, (int, np.integer)) or num_envs < 1:
            raise ValueError(f"num_envs {num_envs!r}: want an int of at least 1")
        if direct and not host:
            raise ValueError("DaskVectorEnv: direct=True needs host=, where the workers' servers listen on TCP "
                             "for the learner to reach them")
        self.illegal_action = illegal_action
        self._closed = True  # until the slices are up
        self._futures, self._links, self._pending = [], [], None
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
        self.transport = "direct" if direct else "dask"
        self._slices = [(lo, hi, workers[k % len(workers)]) for k, (lo, hi) in enumerate(cut)]
        tokens = [token or secrets.token_hex(16) for _ in cut]
        # The actors live as long as their futures.
        self._futures = [self._dask.submit(EnvSlice, hi - lo, lo, config, host, tok, worker_binary, timeout,
                                           not direct, workers=[w], allow_other_workers=False, actor=True,
                                           pure=False)
                         for (lo, hi, w), tok in zip(self._slices, tokens)]
        try:
            self._actors = [f.result(timeout=timeout) for f in self._futures]
            if direct:
                infos = self._connect(config, tokens)
            else:
                self._links = [_ViaActor(a) for a in self._actors]
                infos = self._gather([a.make_info() for a in self._actors], raw=True)
        except BaseException:
            self._closed = False
            self.close()
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

    def _connect(self, config, tokens):
        """Connects to each slice's server (direct) and makes its group there;
        returns make's results."""
        wheres = self._gather([a.where() for a in self._actors], raw=True)
        infos = []
        for (lo, hi, _), (_, address), tok in zip(self._slices, wheres, tokens):
            c = Client(address, token=tok, timeout=self._timeout, shm=False)
            try:
                info, _ = make_group(c, hi - lo, dict(config, first_env=lo) if lo else config, "socket")
            except BaseException:
                c.close()
                raise
            self._links.append(_Direct(c, info["env"]))
            infos.append(info)
        return infos

    @property
    def slices_at(self):
        return [((lo, hi), w) for lo, hi, w in self._slices]

    def _gather(self, handles, which=None, raw=False):
        """The replies of one request per slice (which: their slice numbers,
        default all; raw: Dask futures, not requests), waiting for every one
        so that no reply is left unread; a slice whose worker or server is
        gone raises WorkerLost and closes the env, another error is raised
        as it came."""
        which = list(range(len(self._slices)) if which is None else which)
        out, lost, error = [], None, None
        for k, h in zip(which, handles):
            try:
                out.append(h.result(timeout=self._timeout) if raw else self._links[k].recv(h, self._timeout))
            except (ConnectionClosed, Timeout) as e:  # the slice's server, from here or from its actor
                lost = lost or (k, e)
            except (LorcanaError, ValueError, TypeError) as e:  # the server's or the env's own error
                error = error or e
            except Exception as e:  # noqa: BLE001 - the cluster's errors: which is lost is told below
                lost = lost or (k, e)
        if lost is not None:
            k, e = lost
            lo, hi, w = self._slices[k]
            alive = w in self._dask.scheduler_info()["workers"]
            self.close()
            what = ("did not answer in time" if isinstance(e, Timeout) or (alive and "imeout" in type(e).__name__)
                    else "lost its server" if alive else "is gone (its process or machine stopped)")
            raise WorkerLost(f"DaskVectorEnv: Dask worker {w}, which held envs {lo} to {hi - 1}, {what}: "
                             f"{type(e).__name__}: {e}. Their games are lost and this env is closed; make a new "
                             f"DaskVectorEnv to go on (the same seed starts the same games)", worker=w,
                             envs=(lo, hi)) from e
        if error is not None:
            raise error
        return out

    def _call(self, cmd, *per_slice):
        """Sends cmd to every slice with its part of each arg (name, a
        callable of (first, stop) giving the value or None) and gathers the
        replies."""
        self._check(cmd)
        hs = []
        for link, (lo, hi, _) in zip(self._links, self._slices):
            args = {}
            for name, part in per_slice:
                v = part(lo, hi)
                if v is not None:
                    args[name] = v
            hs.append(link.send(cmd, args))
        return self._gather(hs)

    def _check(self, what):
        if self._closed:
            raise LorcanaError("DaskVectorEnv: closed")
        if self._pending is not None:
            raise LorcanaError(f"DaskVectorEnv: {what} while a step_async waits: call step_wait first")

    def _combine(self, replies):
        """One reply of the whole vector from the slices': their arrays
        joined slice after slice while still packed (every packed array is
        per env or per row, in env order), then made dense once."""
        if len(replies) == 1:
            return dense_result(replies[0], self._spec)
        r = {k: np.concatenate([p[k] for p in replies]) for k in _ROWS}
        r["obs"] = {k: np.concatenate([p["obs"][k] for p in replies]) for k in replies[0]["obs"]}
        ended = [(lo, p) for (lo, _, _), p in zip(self._slices, replies) if len(p["final_envs"])]
        if ended:
            r["final_envs"] = np.concatenate([p["final_envs"] + lo for lo, p in ended]).astype(np.int32)
            r["final_obs"] = {k: np.concatenate([p["final_obs"][k] for _, p in ended]) for k in ended[0][1]["final_obs"]}
        else:
            r["final_envs"] = np.zeros(0, dtype=np.int32)
        return dense_result(r, self._spec)

    def _one(self, index, cmd, args):
        """cmd's reply for env index alone, from its slice."""
        self._check(cmd)
        if isinstance(index, bool) or not isinstance(index, (int, np.integer)) or not 0 <= index < self.num_envs:
            raise ValueError(f"env index {index!r}: want 0 to {self.num_envs - 1}")
        k = next(k for k, (lo, hi, _) in enumerate(self._slices) if lo <= index < hi)
        args = dict(args, index=int(index) - self._slices[k][0])
        return self._gather([self._links[k].send(cmd, args)], which=[k])[0]

    def reset(self, seed=None, options=None):
        """As :meth:`LorcanaVectorEnv.reset`: the same seeds, the same games."""
        seed1, seeds = reset_seeds(seed, self.num_envs)
        states = reset_states(seed, options, self.num_envs)
        r = self._combine(self._call("reset", ("seed", lambda lo, hi: seed1),
                                     ("seeds", lambda lo, hi: None if seeds is None else seeds[lo:hi])))
        if seed1 is not None:
            self._np_random, self._np_random_seed = seeded_rng(seed1)
        elif seeds is not None:
            self._np_random, self._np_random_seed = seeded_rng(seeds)
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
        self._check("step_async")
        a = a.astype(np.int32, copy=False)
        bad = np.flatnonzero((a < 0) | (a >= self._num_options))
        if len(bad):
            i = int(bad[0])
            n = int(self._num_options[i])
            raise ServerError("illegal_action", f"env {i}: action {int(a[i])} is not an option: there are {n} "
                                                f"(0 to {n - 1})", "step")
        self._pending = [link.send("step", {"actions": a[lo:hi]})
                         for link, (lo, hi, _) in zip(self._links, self._slices)]

    def step_wait(self):
        """The (obs, reward, terminated, truncated, info) of step_async's
        actions."""
        if self._pending is None:
            raise LorcanaError("DaskVectorEnv: step_wait without step_async")
        hs, self._pending = self._pending, None
        r = self._combine(self._gather(hs))
        obs, info, r = self._result(r)
        return obs, r["reward"], r["terminated"], r["truncated"], info

    def legal_options(self, index):
        return self._one(index, "legal", {})["options"]

    def render(self, index=0, view=None):
        return self._one(index, "render", {} if view is None else {"view": view})["text"]

    def serialize(self, index):
        return self._one(index, "serialize", {})["state"]

    def _restore_reply(self, index, state):
        return self._one(index, "restore", {"state": bytes(state)})

    def close(self, **kwargs):
        """Stops every slice's server (on the workers still there)."""
        if getattr(self, "_closed", True):
            return
        self._closed, self._pending = True, None
        for link in self._links:
            link.close()
        fs = []
        for a in getattr(self, "_actors", ()):
            try:
                fs.append(a.close())
            except Exception:  # noqa: BLE001 - a lost worker
                pass
        for f in fs:
            try:
                f.result(timeout=min(self._timeout, 10))
            except Exception:  # noqa: BLE001 - a lost worker's server died with it
                pass
        for f in self._futures:
            try:
                f.release()
            except Exception:  # noqa: BLE001 - the client may be closing
                pass
        self._futures, self._actors, self._links = [], [], []


def steps_per_second(env, steps, seed=0):
    """Env steps per second of env (num_envs games) over steps steps of
    uniformly random legal actions, after its reset."""
    import time
    rng = np.random.default_rng(seed)
    env.reset(seed=seed)
    t = time.perf_counter()
    for _ in range(steps):
        env.step(env.sample_legal(rng))
    return env.num_envs * steps / (time.perf_counter() - t)


def main(argv=None):
    """python3 -m lorcana.dask_vector: steps/s of DaskVectorEnv on a cluster,
    and of LorcanaVectorEnv on this machine for reference."""
    import argparse
    import sys
    p = argparse.ArgumentParser(prog="python3 -m lorcana.dask_vector",
                                description="Measure env steps/s of DaskVectorEnv (random legal actions, every seat) "
                                            "against LorcanaVectorEnv on this machine.")
    p.add_argument("--scheduler", help="the Dask scheduler's address (default: a LocalCluster of --workers)")
    p.add_argument("--workers", type=int, default=2, help="worker processes of the LocalCluster (default 2)")
    p.add_argument("--num-envs", type=int, default=64)
    p.add_argument("--steps", type=int, default=100)
    p.add_argument("--opponent", help="a built-in agent in every seat but 0 (default: none, every seat stepped)")
    p.add_argument("--direct", metavar="HOST", help="the learner connects to the servers itself, which listen on "
                                                    "TCP at HOST (e.g. 127.0.0.1 for a LocalCluster)")
    p.add_argument("--local", action="store_true", help="also LorcanaVectorEnv on this machine (shm and socket)")
    ns = p.parse_args(argv)
    if ns.num_envs < 1 or ns.steps < 1 or ns.workers < 1:
        p.error("--num-envs, --steps and --workers want at least 1")
    try:
        from distributed import Client
    except ImportError:
        print("lorcana.dask_vector needs Dask's distributed package (Debian: apt-get install python3-distributed)",
              file=sys.stderr)
        return 1
    from .distributed import local_cluster
    cluster = None if ns.scheduler else local_cluster(ns.workers)
    try:
        with Client(ns.scheduler or cluster, direct_to_workers=True) as client:
            workers = len(client.scheduler_info()["workers"])
            env = DaskVectorEnv(ns.num_envs, client=client, opponent=ns.opponent, host=ns.direct,
                                direct=bool(ns.direct))
            try:
                rate = steps_per_second(env, ns.steps)
            finally:
                env.close()
            print(f"DaskVectorEnv ({env.transport}), {workers} workers: {rate:.0f} steps/s ({ns.num_envs} envs, "
                  f"{ns.steps} steps)")
        if ns.local:
            for transport in ("shm", "socket"):
                env = LorcanaVectorEnv(ns.num_envs, opponent=ns.opponent, transport=transport)
                try:
                    rate = steps_per_second(env, ns.steps)
                finally:
                    env.close()
                print(f"LorcanaVectorEnv, {transport}: {rate:.0f} steps/s ({ns.num_envs} envs, {ns.steps} steps)")
    except LorcanaError as e:
        print(f"lorcana.dask_vector: {e}", file=sys.stderr)
        return 1
    finally:
        if cluster is not None:
            cluster.close()
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(main())
