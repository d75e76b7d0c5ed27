"""N games stepped in one round trip, with automatic reset."""

import numpy as np

from . import spaces
from ._base import StandIn, close_group, dense_result, make_args, make_group, open_client, split_obs

try:
    import gymnasium as _gym
    from gymnasium.vector import VectorEnv as _VecBase
    try:
        from gymnasium.vector import AutoresetMode as _AutoresetMode
        _SAME_STEP = _AutoresetMode.SAME_STEP
    except ImportError:
        _SAME_STEP = "same-step"
except ImportError:
    _SAME_STEP = "same-step"

    class _VecBase(StandIn):
        """Stand-in for gymnasium.vector.VectorEnv: its np_random."""

        _np_random = None
        _np_random_seed = None

        @property
        def np_random(self):
            if self._np_random is None:
                self._np_random, self._np_random_seed = seeded_rng(None)
            return self._np_random

        @np_random.setter
        def np_random(self, value):
            self._np_random, self._np_random_seed = value, -1

        @property
        def np_random_seed(self):
            if self._np_random_seed is None:
                self._np_random, self._np_random_seed = seeded_rng(None)
            return self._np_random_seed

MAX_SEED = (1 << 64) - 1  # the server's seeds are uint64


def seeded_rng(seed):
    """(generator, seed) as gymnasium.utils.seeding.np_random makes them:
    PCG64 from a SeedSequence of seed (an int, a list of ints, or None for
    fresh entropy)."""
    seq = np.random.SeedSequence(seed)
    return np.random.Generator(np.random.PCG64(seq)), seq.entropy if not isinstance(seed, list) else -1


def _seed_int(v, what):
    if isinstance(v, (bool, np.bool_)) or not isinstance(v, (int, np.integer)):
        raise ValueError(f"reset: {what} {v!r}: want an int")
    if not 0 <= int(v) <= MAX_SEED:
        raise ValueError(f"reset: {what} {v}: want an int from 0 to 2**64-1 (not negative)")
    return int(v)


def reset_seeds(seed, n):
    """reset's seed as (seed or None, seeds or None): an int reseeds every
    env (Gymnasium's seed=int), a sequence of n ints gives env i the game
    of seed[i] (Gymnasium's seed=list); a list of n Nones is None."""
    if seed is None:
        return None, None
    if isinstance(seed, (int, np.integer, bool, np.bool_)):
        return _seed_int(seed, "seed"), None
    if isinstance(seed, (str, bytes, dict)) or not hasattr(seed, "__len__"):
        raise ValueError(f"reset: seed {seed!r}: want an int, a list of {n} ints (one per env) or None")
    seeds = list(seed)
    if len(seeds) != n:
        raise ValueError(f"reset: {len(seeds)} seeds for {n} envs: give one per env (or one int)")
    if all(s is None for s in seeds):
        return None, None
    if any(s is None for s in seeds):
        raise ValueError("reset: None among the seeds: give every env a seed (or seed=None for none)")
    return None, [_seed_int(s, f"seed[{i}]") for i, s in enumerate(seeds)]


def reset_states(seed, options, n):
    """The saved games reset(options={"state": ...}) asks for: None, or a
    list of n entries (bytes from serialize, or None for a new game). The
    state is one snapshot for every env or a list of n. Keys other than
    "state" are ignored, as Gymnasium's tools pass options of their own."""
    if options is None:
        return None
    if not isinstance(options, dict):
        raise ValueError(f"reset options {options!r}: want a dict (or None)")
    state = options.get("state")
    if state is None:
        return None
    if isinstance(state, (bytes, bytearray, memoryview)):
        states = [bytes(state)] * n
    elif isinstance(state, (list, tuple)):
        if len(state) != n:
            raise ValueError(f"reset options[\"state\"]: {len(state)} states for {n} envs: give one per env "
                             f"(None for a new game) or one for all")
        states = list(state)
        for i, x in enumerate(states):
            if x is not None and not isinstance(x, (bytes, bytearray, memoryview)):
                raise ValueError(f"reset options[\"state\"][{i}]: want bytes from serialize() or None, "
                                 f"not {type(x).__name__}")
    else:
        raise ValueError(f"reset options[\"state\"]: want bytes from serialize() (every env) or a list of "
                         f"{n} (bytes or None), not {type(state).__name__}")
    if seed is not None:
        raise ValueError("reset: give a seed or options[\"state\"], not both")
    return states


class LorcanaVectorEnv(_VecBase):
    """num_envs games of Lorcana stepped together in one round trip.

    Multi-agent by default: each env's observation is of the seat to act,
    ``info["to_play"]`` says which seat that is, and ``step`` takes one
    action per env for that seat. With ``opponent`` set, a built-in agent
    plays every seat but ``seat``.

    ``info`` follows Gymnasium's layout for vector envs (each key an
    array of num_envs rows; ``gymnasium.wrappers.vector.DictInfoToList``
    reads it): ``to_play``, ``action_mask``, ``num_options``, ``rewards``
    (every seat's, [num_envs, players]), ``winner`` and ``turn`` (of the
    game that ended, for an env whose game ended in this step).

    A game that ends is reset in the same step (Gymnasium's SAME_STEP
    autoreset): the observation returned is the next game's first; then,
    as Gymnasium's SAME_STEP vector envs do, ``info["final_obs"][i]`` is
    env i's last observation (an object array, None for the other envs),
    ``info["final_info"]`` the info of that last step (``to_play`` -1,
    the final ``action_mask``, ``rewards``, ``winner``, ``turn``), and
    ``info["_final_obs"]``, ``info["_final_info"]`` (bool[num_envs]) say
    which envs ended: ``terminated | truncated``. Rewards are those of the
    seat that acted.

    ``transport``: "shm" has the server write the batch into shared memory
    that this process maps once (no copy, no decoding: the fastest, for a
    server on this machine), "socket" sends it in the replies, None (the
    default) uses shm when the server agrees and falls back to the socket
    otherwise (``self.transport`` says which). With shm the arrays returned
    are read-only views of that memory, overwritten by the next step or
    reset, as in EnvPool: pass ``copy=True`` to get fresh arrays, or copy
    what you keep. ``layout`` and ``compression`` apply to the socket.

    ``first_env`` k makes env i play the games env k+i of a vector of the
    same seed would (a slice of a larger vector, as :class:`DaskVectorEnv`
    cuts one).

    ``illegal_action``: only "raise" (step raises ServerError
    "illegal_action" and no env is stepped). The single envs' "lose"
    would need the server to end one game of a group that steps all its
    games together; a learner here samples from ``info["action_mask"]``.
    """

    metadata = {"autoreset_mode": _SAME_STEP, "render_modes": ["ansi"]}

    def __init__(self, num_envs, opponent=None, seat=0, players=2, decks=None, variant=None,
                 turn_limit=None, auto_answer=None, skip_alter=None, starting_player=None,
                 shaping=None, fields=None, layout="packed", seed=0, client=None, address=None, token=None,
                 compression=None, timeout=60.0, server_binary=None, transport=None, copy=False,
                 illegal_action="raise", bag=None, first_env=0):
        if illegal_action != "raise":
            raise ValueError(f"illegal_action {illegal_action!r}: LorcanaVectorEnv takes only \"raise\" (an autoreset "
                             f"group steps all its games together, so one cannot be ended alone)")
        self.illegal_action = illegal_action
        self._client, self._owns = open_client(client, address, token, compression, timeout, server_binary)
        self._copy = bool(copy)
        try:
            info, self._shm = make_group(self._client, num_envs, make_args(
                fields, layout, autoreset=True, opponent=opponent, seat=seat if opponent else None,
                players=players, decks=decks, variant=variant, bag=bag, turn_limit=turn_limit,
                auto_answer=auto_answer, skip_alter=skip_alter, starting_player=starting_player,
                shaping=shaping, seed=seed, first_env=first_env or None), transport)
        except BaseException:
            if self._owns:
                self._client.close()
            raise
        self.transport = "shm" if self._shm is not None else "socket"
        self.env_info = info
        self._env = info["env"]
        self._spec = info["spec"]
        self.num_envs = info["num_envs"]
        self.num_players = info["players"]
        k = info["num_actions"]
        self.single_observation_space = spaces.observation_space(info)
        self.single_action_space = spaces.Discrete(k)
        self.observation_space = spaces.observation_space(info, batch=self.num_envs)
        self.action_space = spaces.MultiDiscrete(np.full(self.num_envs, k))
        self.render_mode = None
        self._mask = np.zeros((self.num_envs, k), dtype=np.int8)
        self._num_options = np.zeros(self.num_envs, dtype=np.int32)
        self._closed = False

    def _result(self, r):
        r = self._shm_result() if self._shm is not None else dense_result(r, self._spec)
        obs, mask = split_obs(r["obs"])
        self._mask, self._num_options = mask, r["num_options"]
        info = {"to_play": r["to_play"], "action_mask": mask, "rewards": r["rewards"],
                "winner": r["winner"], "turn": r["turn"], "num_options": r["num_options"]}
        if len(r["final_envs"]):
            self._final_info(info, r)
        return obs, info, r

    def _final_info(self, info, r):
        """Adds the finished games to info as Gymnasium's SAME_STEP vector
        envs do: final_obs[i] (an object array) is env i's last observation
        and final_info the info of its last step (to_play -1, the final
        action_mask), each key with its "_key", a bool[num_envs] of the envs
        that have it."""
        n, f = self.num_envs, r["final_envs"]
        done = np.zeros(n, dtype=np.bool_)
        done[f] = True
        fobs, fmask = split_obs(r["final_obs"])
        final_obs = np.full(n, None, dtype=object)
        for j, i in enumerate(f):
            final_obs[i] = {k: v[j] for k, v in fobs.items()}
        mask = np.zeros_like(info["action_mask"])
        mask[f] = fmask
        final = {"to_play": np.where(done, -1, 0).astype(np.int32), "action_mask": mask,
                 "rewards": np.where(done[:, None], r["rewards"], 0).astype(r["rewards"].dtype),
                 "winner": np.where(done, r["winner"], -1).astype(np.int32),
                 "turn": np.where(done, r["turn"], 0).astype(np.int32),
                 "num_options": mask.sum(axis=1, dtype=np.int32)}
        for k in list(final):
            final["_" + k] = done
        info["final_obs"], info["_final_obs"] = final_obs, done
        info["final_info"], info["_final_info"] = final, done

    def _shm_result(self):
        """The batch in the shared memory, as the socket's result."""
        s = self._shm
        r = dict(s.results)
        r["final_envs"] = np.flatnonzero(r["terminated"] | r["truncated"]).astype(np.int32)
        if self._copy:
            r = {k: v.copy() for k, v in r.items()}
            r["obs"] = {k: v.copy() for k, v in s.obs.items()}
        else:
            r["obs"] = s.obs
        if len(r["final_envs"]):  # fancy indexing: a copy of those rows
            r["final_obs"] = {k: v[r["final_envs"]] for k, v in s.final_obs.items()}
        return r

    def reset(self, seed=None, options=None):
        """Starts new games in every env and returns (obs, info).

        ``seed``: an int reseeds the envs (env i's games come from seed, i
        and a game counter) and seeds ``np_random``; a list of one int per
        env starts env i in the game of seed[i] (the same seed, the same
        game) and seeds ``np_random`` from the list; None (or a list of
        Nones) plays the next games of the envs' sequences.

        ``options={"state": s}`` starts the envs from saved games instead:
        s is bytes from :meth:`serialize` (every env in that game) or a
        list of one per env, None for a new game (one :meth:`restore`
        round trip per saved game). Other keys are ignored."""
        seed1, seeds = reset_seeds(seed, self.num_envs)
        states = reset_states(seed, options, self.num_envs)
        args = {"env": self._env}
        if seed1 is not None:
            args["seed"] = seed1
            self._np_random, self._np_random_seed = seeded_rng(seed1)
        elif seeds is not None:
            args["seeds"] = seeds
            self._np_random, self._np_random_seed = seeded_rng(seeds)
        obs, info, _ = self._result(self._client.conn.call("reset", args))
        if states is not None and any(s is not None for s in states):
            obs, info = self._restore_states(obs, info, states)
        return obs, info

    def _restore_states(self, obs, info, states):
        """The batch obs, info of a reset with env i set to states[i]
        (where not None)."""
        obs = {k: np.array(v) for k, v in obs.items()}  # rows change: copies, not views of the shm
        info = {k: np.array(v) for k, v in info.items()}
        for i, state in enumerate(states):
            if state is None:
                continue
            o, inf = self.restore(i, state)
            for k in obs:
                obs[k][i] = o[k]
            for k in ("action_mask", "to_play", "num_options"):  # turn, winner, rewards: 0, -1, 0 as reset's
                info[k][i] = inf[k]
        self._mask, self._num_options = info["action_mask"], info["num_options"]
        return obs, info

    def step(self, actions):
        """actions: int[num_envs], an option index per env."""
        a = np.asarray(actions)
        if a.shape != (self.num_envs,):
            raise ValueError(f"actions of shape {a.shape}: want ({self.num_envs},)")
        r = self._client.conn.call("step", {"env": self._env, "actions": a.astype(np.int32, copy=False)})
        obs, info, r = self._result(r)
        return obs, r["reward"], r["terminated"], r["truncated"], info

    def action_masks(self):
        """bool[num_envs, K]: the legal options of each env."""
        return self._mask.astype(bool)

    def sample_legal(self, rng=None):
        """A uniformly random legal action per env (the options listed are
        the first num_options of each env)."""
        rng = np.random.default_rng() if rng is None else rng
        return (rng.random(self.num_envs) * self._num_options).astype(np.int32)

    def legal_options(self, index):
        return self._client.legal(self._env, index)["options"]

    def render(self, index=0, view=None):
        """Env index's board as text: view a seat or None/"full"."""
        return self._client.render(self._env, index, view)

    def serialize(self, index):
        """Env index's game as bytes for :meth:`restore` (or another env's)."""
        return self._client.serialize(self._env, index)

    def restore(self, index, state):
        """Sets env index to a game from serialize (of an env of the same
        configuration) and returns its (obs, info); the next step steps it
        from there (rows of the last batch for env index are stale). Raises
        ServerError for another configuration, a finished game or corrupt
        bytes, and then nothing changes."""
        r = dense_result(self._restore_reply(index, state), self._spec)
        obs, mask = split_obs(r["obs"], 0)
        # The last batch's mask and counts may be views of the server's
        # shared memory: take copies before changing env index's row.
        self._mask = np.array(self._mask, dtype=np.int8)
        self._num_options = np.array(self._num_options, dtype=np.int32)
        self._mask[index] = mask
        self._num_options[index] = r["num_options"][0]
        return obs, {"action_mask": mask, "to_play": int(r["to_play"][0]), "turn": int(r["turn"][0]),
                     "winner": int(r["winner"][0]), "num_options": int(r["num_options"][0]),
                     "rewards": r["rewards"][0]}

    def _restore_reply(self, index, state):
        return self._client.restore(self._env, state, index)

    def close(self, **kwargs):
        if getattr(self, "_closed", True):
            return
        self._closed = True
        close_group(self)
