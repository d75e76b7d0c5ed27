"""PettingZoo's AEC API over the bridge."""

import numpy as np

from . import spaces
from ._base import (check_illegal_action, close_group, dense_result, legal_index, make_args, make_group, open_client,
                    render_text, shm_rows, split_obs, state_option, zero_mask)

try:
    from pettingzoo import AECEnv as _AECBase
    HAVE_PETTINGZOO = True
except ImportError:
    HAVE_PETTINGZOO = False

    class _AECBase:
        """The parts of pettingzoo.AECEnv that environments inherit, for
        when pettingzoo is not installed (same behaviour)."""

        metadata = {}
        possible_agents = []
        agents = []

        @property
        def num_agents(self):
            return len(self.agents)

        @property
        def max_num_agents(self):
            return len(self.possible_agents)

        def agent_iter(self, max_iter=2 ** 63):
            """Yields the agent to act until every agent is done."""
            i = 0
            while self.agents and i < max_iter:
                yield self.agent_selection
                i += 1

        def last(self, observe=True):
            agent = self.agent_selection
            if agent is None:
                raise ValueError("no agent selected: call reset first")
            obs = self.observe(agent) if observe else None
            return (obs, self._cumulative_rewards[agent], self.terminations[agent],
                    self.truncations[agent], self.infos[agent])

        def _clear_rewards(self):
            for agent in self.rewards:
                self.rewards[agent] = 0

        def _accumulate_rewards(self):
            for agent, reward in self.rewards.items():
                self._cumulative_rewards[agent] += reward

        def _was_dead_step(self, action):
            """Removes the selected agent, which is done (action must be None)."""
            if action is not None:
                raise ValueError("when an agent is dead, the only valid action is None")
            agent = self.agent_selection
            assert self.terminations[agent] or self.truncations[agent], \
                "an agent that was not dead was treated as dead"
            del self.terminations[agent]
            del self.truncations[agent]
            del self.rewards[agent]
            del self._cumulative_rewards[agent]
            del self.infos[agent]
            self.agents.remove(agent)
            dead = [a for a in self.agents if self.terminations[a] or self.truncations[a]]
            if dead:
                if getattr(self, "_skip_agent_selection", None) is None:
                    self._skip_agent_selection = agent
                self.agent_selection = dead[0]
            else:
                if getattr(self, "_skip_agent_selection", None) is not None:
                    self.agent_selection = self._skip_agent_selection
                self._skip_agent_selection = None
            self._clear_rewards()

        @property
        def unwrapped(self):
            return self

        def __str__(self):
            return self.metadata.get("name", type(self).__name__)


class LorcanaAECEnv(_AECBase):
    """A game of Lorcana as a PettingZoo AEC environment: agents
    "player_0".."player_{n-1}" take turns as the rules ask them to decide.

    observe(agent) returns {"observation": {field: array}, "action_mask":
    int8[K]}; the action is the index of a legal option (mask 1). The mask
    is also in infos[agent]["action_mask"]. Rewards: +1 to the winner, -1 to
    the others, 0 for a draw or truncation (plus optional shaping).

    Configuration (see make in docs/bridge.md): players, decks, variant,
    bag (the bag model: "lorcana", "alternating" or "nested"), turn_limit, auto_answer, skip_alter, starting_player, shaping, fields.
    Connection: client (shared), or address/token/compression/timeout, or
    none of them to start a local server (server_binary). ``transport``: as
    for :class:`LorcanaVectorEnv` (shared memory when the server is on this
    machine, else the socket); observations are always copies.

    ``illegal_action``: "lose" (the default) ends the game when the agent
    to act sends an action that is not a legal option, as PettingZoo's
    classic games do (``TerminateIllegalWrapper``): -1 to that agent, 0 to
    the others, every agent terminated, infos[agent]["illegal_action"]
    True; so every element of ``action_space(agent)`` is a valid action,
    as PettingZoo's and Gymnasium's tools expect. "raise": step raises
    ServerError (code "illegal_action") and nothing changes.
    """

    metadata = {"render_modes": ["human", "ansi"], "name": "lorcana_v1",
                "is_parallelizable": False}

    def __init__(self, players=2, decks=None, variant=None, turn_limit=None,
                 auto_answer=None, skip_alter=None, starting_player=None, shaping=None,
                 fields=None, layout="dense", seed=None, render_mode=None, client=None, address=None,
                 token=None, compression=None, timeout=60.0, server_binary=None, transport=None,
                 illegal_action="lose", bag=None):
        super().__init__()
        self.illegal_action = check_illegal_action(illegal_action)
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode {render_mode!r}: use one of {self.metadata['render_modes']}")
        self.render_mode = render_mode
        self._client, self._owns = open_client(client, address, token, compression, timeout, server_binary)
        self._config = make_args(fields, layout, players=players, decks=decks, variant=variant,
                                 bag=bag, turn_limit=turn_limit, auto_answer=auto_answer,
                                 skip_alter=skip_alter, starting_player=starting_player,
                                 shaping=shaping, seed=seed)
        try:
            info, self._shm = make_group(self._client, 1, self._config, transport)
            self._setup(info)
        except BaseException:
            if self._owns:
                self._client.close()
            raise

    def _setup(self, info):
        self.env_info = info
        self._env = info["env"]
        self._num_actions = info["num_actions"]
        self._spec = info["spec"]
        self.possible_agents = [f"player_{i}" for i in range(info["players"])]
        self.agents = []
        self.agent_selection = None
        obs_space = spaces.Dict({
            "observation": spaces.observation_space(info),
            "action_mask": spaces.Box(0, 1, (self._num_actions,), np.int8),
        })
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(self._num_actions) for a in self.possible_agents}
        self.rewards, self._cumulative_rewards = {}, {}
        self.terminations, self.truncations, self.infos = {}, {}, {}
        self._last = None
        self._closed = False

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def reset(self, seed=None, options=None):
        """Starts a new game: from seed, else the next of the server's
        sequence for this env (seeded by the constructor's seed). With
        options={"state": bytes from serialize} it starts from that saved
        game instead (see :meth:`restore`)."""
        state = state_option(seed, options)
        if state is not None:
            self.restore(state)
            return
        self._start(dense_result(self._client.reset(self._env, seed=seed), self._spec))

    def _start(self, r):
        """Starts the AEC bookkeeping of a game from a reset or restore
        result: every agent in, rewards zero."""
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._skip_agent_selection = None
        self._take(r, actor=None)
        if self.render_mode == "human":
            self.render()

    def _take(self, r, actor):
        """Updates the AEC state from a reset, step, observe or restore
        result."""
        if "shm" in r:  # in the shared memory: copies, which the caller may keep
            r = shm_rows(self._shm)
        self._last = r
        to_play = int(r["to_play"][0])
        done = bool(r["terminated"][0] or r["truncated"][0])
        obs, mask = split_obs(r["obs"], 0)
        self._cache = {}
        rewards = r["rewards"][0]
        for i, a in enumerate(self.possible_agents):
            if a in self.rewards:
                self.rewards[a] = float(rewards[i])
        if done:
            for a in self.agents:
                self.terminations[a] = bool(r["terminated"][0])
                self.truncations[a] = bool(r["truncated"][0])
            n = len(self.possible_agents)
            nxt = ((actor if actor is not None else 0) + 1) % n
            while self.possible_agents[nxt] not in self.agents:
                nxt = (nxt + 1) % n
            self.agent_selection = self.possible_agents[nxt]
        else:
            self.agent_selection = self.possible_agents[to_play]
            self._cache[self.agent_selection] = {"observation": obs, "action_mask": mask}
        winner = int(r["winner"][0])
        for a in self.agents:
            mine = self._cache.get(a)
            self.infos[a] = {
                "action_mask": mine["action_mask"] if mine else zero_mask(self._num_actions),
                "turn": int(r["turn"][0]),
                "winner": None if winner < 0 else self.possible_agents[winner],
                "draw": winner == -2,
                "to_play": None if to_play < 0 else self.possible_agents[to_play],
                "illegal_action": False,
            }

    def observe(self, agent):
        if agent in self._cache:
            return self._cache[agent]
        p = self.possible_agents.index(agent)
        r = dense_result(self._client.observe(self._env, player=p), self._spec)
        obs, mask = split_obs(r["obs"], 0)
        if self.terminations.get(agent) or self.truncations.get(agent):
            mask = zero_mask(self._num_actions)  # no action after the game (a lost one included)
        self._cache[agent] = {"observation": obs, "action_mask": mask}
        return self._cache[agent]

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is not done: its action must be an option index, not None")
        actor = self.possible_agents.index(agent)
        mine = self._cache.get(agent)
        a = legal_index(action, mine["action_mask"] if mine else zero_mask(self._num_actions))
        if a is None:
            if self.illegal_action == "lose":
                self._lose(agent)
                return
            a = int(np.asarray(action))  # the server refuses it with its message
        r = dense_result(self._client.step(self._env, [a]), self._spec)
        self._cumulative_rewards[agent] = 0
        self._take(r, actor)
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _lose(self, agent):
        """An illegal action of agent under illegal_action="lose": the game
        ends, -1 to agent and 0 to the others (the server's game is left as
        it was; reset starts the next)."""
        self._cumulative_rewards[agent] = 0
        for a in self.agents:
            self.rewards[a] = -1.0 if a == agent else 0.0
            self.terminations[a] = True
            self.infos[a] = dict(self.infos[a], action_mask=zero_mask(self._num_actions), to_play=None,
                                 illegal_action=True)
        self._cache = {}
        self._accumulate_rewards()
        n = len(self.possible_agents)
        nxt = (self.possible_agents.index(agent) + 1) % n
        while self.possible_agents[nxt] not in self.agents:
            nxt = (nxt + 1) % n
        self.agent_selection = self.possible_agents[nxt]

    def legal_options(self):
        """The options of the agent to act, readably: a list of dicts with
        index, kind, card, target, text."""
        return self._client.legal(self._env)["options"]

    def render(self, view=None):
        """The board as text (render_mode "ansi" returns it, "human" prints
        it): view an agent or seat index for what that player may see, None
        or "full" for every card."""
        if isinstance(view, str) and view in self.possible_agents:
            view = self.possible_agents.index(view)
        return render_text(self._client, self._env, self.render_mode, view)

    def serialize(self):
        """The current state as bytes for :meth:`restore`."""
        return self._client.serialize(self._env)

    def restore(self, state):
        """Puts this env into a state from :meth:`serialize` (of an env of
        the same configuration, on any connection): the game continues from
        there exactly as it did after the serialize. Raises ServerError
        (code "bad_request") for a state of another configuration or corrupt
        bytes, and then nothing changes."""
        self._start(dense_result(self._client.restore(self._env, state), self._spec))

    def clone(self):
        """A new env on the same connection in the same state."""
        info = self._client.clone(self._env)
        other = object.__new__(type(self))
        other.render_mode, other.illegal_action = self.render_mode, self.illegal_action
        other._client, other._owns, other._config = self._client, False, self._config
        other._shm = None  # a clone is on the socket
        other._setup(info)
        other.agents = list(self.agents)
        other.rewards = dict(self.rewards)
        other._cumulative_rewards = dict(self._cumulative_rewards)
        other.terminations, other.truncations = dict(self.terminations), dict(self.truncations)
        other.infos = {a: dict(v) for a, v in self.infos.items()}
        other.agent_selection = self.agent_selection
        other._skip_agent_selection = getattr(self, "_skip_agent_selection", None)
        other._cache = dict(self._cache)
        return other

    def close(self):
        if self._closed:
            return
        self._closed = True
        close_group(self)
