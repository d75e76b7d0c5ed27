"""Gymnasium's single-agent API: the learner against a built-in opponent."""

import numpy as np

from . import spaces
from ._base import (StandIn, check_illegal_action, close_group, dense_result, legal_index, make_args, make_group,
                    open_client, render_text, shm_rows, split_obs, state_option)
from .errors import ServerError

try:
    import gymnasium as _gym
    _EnvBase = _gym.Env
    _HAVE_GYM = True
except ImportError:
    _HAVE_GYM = False

    class _EnvBase(StandIn):
        """Stand-in for gymnasium.Env when gymnasium is not installed."""

        render_mode = None


class LorcanaGymEnv(_EnvBase):
    """One seat of a game of Lorcana against a built-in opponent agent
    (opponent: an agent name the server knows, e.g. "random"), as a
    Gymnasium environment.

    Observations are dicts of arrays (see docs/observation.md), the action is
    the index of a legal option; :meth:`action_masks` (and
    info["action_mask"]) says which are legal. The reward is +1 for a win,
    -1 for a loss, 0 for a draw or truncation (plus optional shaping).

    ``illegal_action``: what a step with an action that is not a legal
    option does. "lose" (the default): the learner loses the game at once,
    as in PettingZoo's classic games: reward -1, terminated, info
    ["illegal_action"] True, the observation the one it was given; the
    server's game is left as it was and the next step needs a reset.
    That makes every element of ``action_space`` a valid argument of
    ``step``, as Gymnasium's contract and its tools (``check_env``,
    random agents, wrappers that sample the space) expect. "raise": step
    raises :class:`ServerError` (code "illegal_action") and nothing
    changes, for finding the bug in a learner that should never send one.
    An action that is not an integer raises ValueError either way.

    ``transport``: as for :class:`LorcanaVectorEnv` (shared memory when the
    server is on this machine, else the socket); the observations returned
    are copies unless ``copy=False``, which returns read-only views
    overwritten by the next step.
    """

    metadata = {"render_modes": ["human", "ansi"]}

    def __init__(self, opponent="random", seat=0, players=2, decks=None, variant=None,
                 turn_limit=None, auto_answer=None, skip_alter=None, starting_player=None,
                 shaping=None, fields=None, layout="dense", seed=None, render_mode=None, client=None,
                 address=None, token=None, compression=None, timeout=60.0, server_binary=None,
                 transport=None, copy=True, illegal_action="lose", bag=None):
        self.illegal_action = check_illegal_action(illegal_action)
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode {render_mode!r}: use one of {self.metadata['render_modes']}")
        self.render_mode = render_mode
        self._client, self._owns = open_client(client, address, token, compression, timeout, server_binary)
        self._copy = bool(copy)
        try:
            info, self._shm = make_group(self._client, 1, make_args(
                fields, layout, opponent=opponent, seat=seat, players=players, decks=decks, variant=variant,
                bag=bag, turn_limit=turn_limit, auto_answer=auto_answer, skip_alter=skip_alter,
                starting_player=starting_player, shaping=shaping, seed=seed), transport)
        except BaseException:
            if self._owns:
                self._client.close()
            raise
        self.transport = "shm" if self._shm is not None else "socket"
        self.env_info = info
        self._env = info["env"]
        self._spec = info["spec"]
        self.seat = seat
        self.observation_space = spaces.observation_space(info)
        self.action_space = spaces.Discrete(info["num_actions"])
        self._mask = np.zeros(info["num_actions"], dtype=np.int8)
        self._obs = None
        self._lost = False  # the game was lost by an illegal action
        self._done = False  # the game ended by the rules
        self._closed = False

    def _result(self, r):
        if "shm" in r:  # the batch is in the shared memory
            r = shm_rows(self._shm, 1, self._copy)
        obs, mask = split_obs(r["obs"], 0)
        self._mask, self._obs, self._lost = mask, obs, False
        self._done = bool(r["terminated"][0] or r["truncated"][0]) if "terminated" in r else False
        winner = int(r["winner"][0])
        info = {"action_mask": mask, "turn": int(r["turn"][0]), "to_play": int(r["to_play"][0]),
                "winner": winner, "rewards": r["rewards"][0], "illegal_action": False}
        self._info = info
        return obs, info

    def reset(self, seed=None, options=None):
        """Starts a new game: from seed, else the next of the server's
        sequence for this env (seeded by the constructor's seed); returns
        (obs, info). With options={"state": bytes from serialize} it starts
        from that saved game instead (see :meth:`restore`)."""
        state = state_option(seed, options)
        if _HAVE_GYM:
            super().reset(seed=seed)  # seeds self.np_random, as Gymnasium asks
        if state is not None:
            obs, info = self.restore(state)
        else:
            obs, info = self._result(dense_result(self._client.reset(self._env, seed=seed), self._spec))
        if self.render_mode == "human":
            self.render()
        return obs, info

    def step(self, action):
        if self._lost:
            raise ServerError("game_over", "the game was lost by an illegal action: reset it", "step")
        a = legal_index(action, self._mask)
        if a is None:
            if self.illegal_action == "raise" or self._obs is None or self._done:  # the server refuses it
                a = int(np.asarray(action))
            else:
                return self._lose()
        r = dense_result(self._client.step(self._env, [a]), self._spec)
        obs, info = self._result(r)
        if "shm" in r:
            r = self._shm.results
        term, trunc = bool(r["terminated"][0]), bool(r["truncated"][0])
        self._done = term or trunc
        if self.render_mode == "human":
            self.render()
        return obs, float(r["reward"][0]), term, trunc, info

    def _lose(self):
        """An illegal action under illegal_action="lose": the learner loses
        the game (reward -1, terminated) and the game waits for a reset."""
        self._lost = True
        rewards = np.zeros_like(self._info["rewards"])
        rewards[self.seat] = -1.0
        info = dict(self._info, illegal_action=True, rewards=rewards, to_play=-1,
                    action_mask=np.zeros_like(self._mask))
        self._mask = info["action_mask"]
        return self._obs, -1.0, True, False, info

    def action_masks(self):
        """Which actions are legal now (bool[K]), for action-masking learners."""
        return self._mask.astype(bool)

    def legal_options(self):
        return self._client.legal(self._env)["options"]

    def render(self, view=None):
        """The board as text (render_mode "ansi" returns it, "human" prints
        it): view a seat for what that player may see (self.seat: the
        learner's), None or "full" for every card."""
        return render_text(self._client, self._env, self.render_mode, view)

    def serialize(self):
        """The current game as bytes for :meth:`restore`."""
        return self._client.serialize(self._env)

    def restore(self, state):
        """Puts this env into a game from :meth:`serialize` (of an env of the
        same configuration) and returns (obs, info) as reset does; stepping
        on gives what the original gave for the same actions, the
        opponent's moves included. Raises ServerError for a state of another
        configuration or corrupt bytes, and then nothing changes."""
        return self._result(dense_result(self._client.restore(self._env, state), self._spec))

    def clone(self):
        """A new env on the same connection in the same game (closing it
        leaves this one open)."""
        info = self._client.clone(self._env)
        other = object.__new__(type(self))
        other.render_mode, other.seat = self.render_mode, self.seat
        other._client, other._owns = self._client, False
        other.env_info, other._env, other._spec = info, info["env"], info["spec"]
        other._shm, other._copy, other.transport = None, self._copy, "socket"  # a clone is on the socket
        other.observation_space, other.action_space = self.observation_space, self.action_space
        other._mask = self._mask.copy()
        other.illegal_action, other._lost, other._done = self.illegal_action, self._lost, self._done
        other._obs, other._info = self._obs, getattr(self, "_info", None)
        other._closed = False
        return other

    def close(self):
        if getattr(self, "_closed", True):
            return
        self._closed = True
        close_group(self)
