"""A Draft pod as a PettingZoo AEC environment over the bridge's draft
sessions (docs/bridge.md, "Draft sessions"; the pod's rules in
docs/limited.md)."""

import numpy as np

from . import spaces
from ._base import legal_index, open_client, zero_mask
from .aec import _AECBase

PACK_SIZE = 12  # cards of a booster (limited.PackSize)


class LorcanaDraftEnv(_AECBase):
    """A Draft pod (issue 29) as a PettingZoo AEC environment: the seats
    whose picks Python makes are the agents, "player_<seat>"; the others
    are the server's built-in drafters (``bots``).

    **Turn order.** At a real table the seats pick at the same time. Here a
    step is one seat's pick, and the seats of a pick round pick in seat
    order (the engine's ``limited.Draft.ToPick``): a pick only takes a card
    from the picking seat's own pack and the packs move on once every seat
    has picked, so no seat sees another's pick of the same round and the
    order changes nothing. Built-in seats pick on the server between steps,
    so ``agent_selection`` is always the next Python seat to pick.

    **Observation** (``observe(agent)``): ``{"observation": {"pack",
    "pool", "passed", "position"}, "action_mask"}``. ``pack`` is the pack in
    hand (int32[12]), ``pool`` the seat's picks in order (int32[packs*12]),
    ``passed`` every card it saw and passed on, in order
    (int32[packs*66]); cards are card indices (DefID+1, the game
    observation's ``card_index``; 0 pads the rest). ``position`` is
    int32[3]: the pack round (0 first; the number of packs once the draft is
    over), the pick within it, and 1 when the pack goes to the next seat
    (seat+1) after this pick. ``action_mask`` (int8[12], also in
    ``infos[agent]``) is 1 for each card of the pack of the agent to pick;
    the action is the index of a card of the pack.

    **Rewards** come at the end: after the last pick the server builds each
    seat's deck (``deck_size`` cards, 35 by default) and plays a round
    robin, every pair of seats ``games`` games (even; 0: none) with the play
    agent ``agent`` at both seats; each agent's reward is its seat's
    (``limited.SeatResult.Reward``): (wins - losses) / games played, from
    -1 to 1, a game without a winner counting 0, 0 without games; the
    rewards of a pod sum to 0. ``infos[agent]`` then holds the seat's ``wins``,
    ``losses``, ``draws``, ``deck`` (card indices), ``decklist`` (text that
    ``LorcanaGymEnv(decks=[...])`` takes) and ``inks``; :meth:`result` the
    whole table.

    A pick not in the pack (masked off, out of range) raises
    ``ServerError`` (code ``illegal_action``) and changes nothing; a
    configuration the server refuses (9 seats, an unknown set or drafter,
    odd games) raises ``ServerError`` (``bad_request``) at construction.

    Configuration: ``seats`` (2 to 8), ``sets`` (one set for every pack,
    e.g. ``"5"``, with ``packs``, 1 to 16; or a list of one set per pack),
    ``bots`` ({seat: "rating", "heuristic" or "random"}, or a list with one
    entry per seat, None for a Python seat), ``games``, ``agent`` (as ``make``'s
    opponent: "greedy", "neural", "ismcts:50", ...), ``deck_size``,
    ``seed`` (of the first reset without one). Connection: ``client``, or
    ``address``/``token``/``compression``/``timeout``, or none of them to
    start a local server.
    """

    metadata = {"render_modes": ["human", "ansi"], "name": "lorcana_draft_v0", "is_parallelizable": False}

    def __init__(self, seats=2, sets="5", packs=4, bots=None, games=2, agent="greedy", deck_size=None,
                 seed=None, render_mode=None, client=None, address=None, token=None, compression=None,
                 timeout=60.0, server_binary=None):
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode {render_mode!r}: use one of {self.metadata['render_modes']}")
        self.render_mode = render_mode
        self._draft = None
        self._result = None
        self._closed = False
        self._rng = np.random.default_rng(seed)
        drafters = _drafters(seats, bots)
        if drafters and "" not in drafters:
            raise ValueError("bots drive every seat: leave at least one seat to Python")
        self._args = {"seats": seats, "drafters": drafters, "games": games, "agent": agent}
        if deck_size is not None:
            self._args["deck_size"] = deck_size
        if isinstance(sets, str):
            self._args.update(set=sets, packs=packs)
        else:
            self._args["sets"] = list(sets)
        self._client, self._owns = open_client(client, address, token, compression, timeout, server_binary)
        try:
            info = self._new(0)  # the server checks the configuration now
            self._close_draft()
        except BaseException:
            if self._owns:
                self._client.close()
            raise
        self.draft_info = info
        self._packs = len(info["sets"])
        self._pool_size, self._passed_size = int(info["pool_size"]), int(info["passed_size"])
        self.possible_agents = [f"player_{s}" for s, d in enumerate(drafters) if d == ""]
        nci = int(info["num_card_index"])
        card = lambda n: spaces.Box(0, nci - 1, (n,), np.int32)  # noqa: E731
        obs_space = spaces.Dict({
            "observation": spaces.Dict({
                "pack": card(PACK_SIZE),
                "pool": card(self._pool_size),
                "passed": card(self._passed_size),
                "position": spaces.Box(np.zeros(3, np.int32), np.array([self._packs, PACK_SIZE - 1, 1], np.int32),
                                       (3,), np.int32),
            }),
            "action_mask": spaces.Box(0, 1, (PACK_SIZE,), np.int8),
        })
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(PACK_SIZE) for a in self.possible_agents}
        self.agents = []
        self.agent_selection = None
        self.rewards, self._cumulative_rewards = {}, {}
        self.terminations, self.truncations, self.infos = {}, {}, {}
        self._cache = {}

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def _new(self, seed):
        r = self._client.call("draft_new", seed=int(seed), **self._args)
        self._draft = r["draft"]
        return r

    def _close_draft(self):
        if self._draft is not None and not self._client.conn.closed:
            self._client.call("draft_close", draft=self._draft)
        self._draft = None

    def reset(self, seed=None, options=None):
        """Starts a new draft: the pod of seed, else of the next seed drawn
        from the constructor's. Options are ignored (PettingZoo's tools pass
        their own)."""
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        else:
            seed = int(self._rng.integers(2 ** 63))
        self._close_draft()
        r = self._new(seed)
        self._result = None
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._skip_agent_selection = None
        self._take(r["state"], actor=None)
        if self.render_mode == "human":
            self.render()

    def _obs(self, o):
        """The fixed-size observation of a seat from the server's."""
        def pad(cards, n):
            a = np.zeros(n, np.int32)
            a[:len(cards)] = cards
            return a
        obs = {
            "pack": pad(o["pack"], PACK_SIZE),
            "pool": pad(o["pool"], self._pool_size),
            "passed": pad(o["passed"], self._passed_size),
            "position": np.array([o["round"], o["pick"], int(o["pass_left"])], np.int32),
        }
        return {"observation": obs, "action_mask": np.asarray(o["mask"]).astype(np.int8)}

    def _take(self, state, actor):
        """Updates the AEC state from a draft state (draft_new, draft_pick)."""
        self._cache = {}
        if not state["done"]:
            sel = f"player_{state['to_pick']}"
            self.agent_selection = sel
            self._cache[sel] = self._obs(state["obs"])
            for a in self.agents:
                self.infos[a] = {
                    "action_mask": self._cache[sel]["action_mask"] if a == sel else zero_mask(PACK_SIZE),
                    "to_pick": sel, "num_picks": int(state["num_picks"]),
                }
            return
        self._result = self._client.call("draft_result", draft=self._draft)
        by_seat = {int(s["seat"]): s for s in self._result["seats"]}
        for a in self.agents:
            s = by_seat[int(a.rsplit("_", 1)[1])]
            self.rewards[a] = float(s["reward"])
            self.terminations[a] = True
            self.infos[a] = {
                "action_mask": zero_mask(PACK_SIZE), "to_pick": None, "num_picks": int(state["num_picks"]),
                "wins": int(s["wins"]), "losses": int(s["losses"]), "draws": int(s["draws"]),
                "deck": np.asarray(s["deck"]).copy(), "decklist": s["decklist"], "inks": s["inks"],
            }
        i = self.possible_agents.index(actor) if actor is not None else -1
        n = len(self.possible_agents)
        nxt = self.possible_agents[(i + 1) % n]
        while nxt not in self.agents:
            i += 1
            nxt = self.possible_agents[(i + 1) % n]
        self.agent_selection = nxt

    def observe(self, agent):
        if agent not in self._cache:
            seat = int(agent.rsplit("_", 1)[1])
            o = self._client.call("draft_observe", draft=self._draft, seat=seat)
            self._cache[agent] = self._obs(o)
        return self._cache[agent]

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is not done: its action must be the index of a card of its pack, not None")
        mine = self._cache.get(agent)
        a = legal_index(action, mine["action_mask"] if mine else zero_mask(PACK_SIZE))
        if a is None:
            a = int(np.asarray(action))  # the server refuses it with its message; nothing changes
        seat = int(agent.rsplit("_", 1)[1])
        state = self._client.call("draft_pick", draft=self._draft, index=a, seat=seat)
        self._cumulative_rewards[agent] = 0
        self._take(state, agent)
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def result(self):
        """The server's draft_result once the draft is over (every seat's
        record, reward, deck and decklist), else None."""
        return self._result

    def render(self):
        """The pack and pool of the agent to pick, by card name
        (render_mode "ansi" returns the text, "human" prints it)."""
        if self.render_mode is None or self._draft is None:
            return None
        agent = self.agent_selection
        seat = int(agent.rsplit("_", 1)[1])
        o = self._client.call("draft_observe", draft=self._draft, seat=seat, names=True)
        lines = [f"{agent}: pack {o['round'] + 1}, pick {o['pick'] + 1}"]
        lines += [f"  {i}: {name}" for i, name in enumerate(o["pack_names"])]
        lines.append(f"pool ({len(o['pool_names'])}): " + "; ".join(o["pool_names"]))
        text = "\n".join(lines)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self):
        if self._closed:
            return
        self._closed = True
        try:
            self._close_draft()
        finally:
            if self._owns:
                self._client.close()


def _drafters(seats, bots):
    """draft_new's drafters: one name per seat, "" for a Python seat."""
    if not isinstance(seats, (int, np.integer)) or isinstance(seats, bool):
        raise ValueError(f"seats {seats!r}: want a whole number from 2 to 8")
    out = [""] * int(max(seats, 0))
    if bots is None:
        return out
    items = bots.items() if isinstance(bots, dict) else enumerate(bots)
    for seat, name in items:
        if not isinstance(seat, (int, np.integer)) or not 0 <= seat < len(out):
            raise ValueError(f"bots: seat {seat!r} is not a seat of a {seats}-seat pod (0 to {seats - 1})")
        if name is not None:
            out[seat] = str(name)
    return out
