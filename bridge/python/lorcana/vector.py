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
        """Stand-in for gymnasium.vector.VectorEnv."""


class LorcanaVectorEnv(_VecBase):
    """num_envs games of Lorcana stepped together in one round trip.

    Multi-agent by default: each env's observation is of the seat to act,
    ``info["to_play"]`` says which seat that is, and ``step`` takes one
    action per env for that seat. With ``opponent`` set, a built-in agent
    plays every seat but ``seat``.

    A game that ends is reset in the same step (Gymnasium's SAME_STEP
    autoreset): the observation returned is the next game's first, and the
    finished game's last observation is in ``info["final_obs"]`` for the
    envs listed in ``info["final_envs"]``. Rewards are those of the seat
    that acted; ``info["rewards"]`` has every seat's, [num_envs, players].

    ``transport``: "shm" has the server write the batch into shared memory
    that this process maps once (no copy, no decoding: the fastest, for a
    server on this machine), "socket" sends it in the replies, None (the
    default) uses shm when the server agrees and falls back to the socket
    otherwise (``self.transport`` says which). With shm the arrays returned
    are read-only views of that memory, overwritten by the next step or
    reset, as in EnvPool: pass ``copy=True`` to get fresh arrays, or copy
    what you keep. ``layout`` and ``compression`` apply to the socket.

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
                 illegal_action="raise"):
        if illegal_action != "raise":
            raise ValueError(f"illegal_action {illegal_action!r}: LorcanaVectorEnv takes only \"raise\" (an autoreset "
                             f"group steps all its games together, so one cannot be ended alone)")
        self.illegal_action = illegal_action
        self._client, self._owns = open_client(client, address, token, compression, timeout, server_binary)
        self._copy = bool(copy)
        try:
            info, self._shm = make_group(self._client, num_envs, make_args(
                fields, layout, autoreset=True, opponent=opponent, seat=seat if opponent else None,
                players=players, decks=decks, variant=variant, turn_limit=turn_limit,
                auto_answer=auto_answer, skip_alter=skip_alter, starting_player=starting_player,
                shaping=shaping, seed=seed), transport)
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
                "winner": r["winner"], "turn": r["turn"], "num_options": r["num_options"],
                "final_envs": r["final_envs"]}
        if len(r["final_envs"]):
            info["final_obs"], info["final_action_mask"] = split_obs(r["final_obs"])
        return obs, info, r

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
        """Starts new games in every env (reseeded from seed if given)."""
        args = {"env": self._env}
        if seed is not None:
            args["seed"] = seed
        obs, info, _ = self._result(self._client.conn.call("reset", args))
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
        r = dense_result(self._client.restore(self._env, state, index), self._spec)
        obs, mask = split_obs(r["obs"], 0)
        # The last batch's mask and counts may be views of the server's
        # shared memory: take copies before changing env index's row.
        self._mask = np.array(self._mask, dtype=np.int8)
        self._num_options = np.array(self._num_options, dtype=np.int32)
        self._mask[index] = mask
        self._num_options[index] = r["num_options"][0]
        return obs, {"action_mask": mask, "to_play": int(r["to_play"][0]), "turn": int(r["turn"][0])}

    def close(self, **kwargs):
        if getattr(self, "_closed", True):
            return
        self._closed = True
        close_group(self)
