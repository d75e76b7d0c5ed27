"""Deck building as a Gymnasium environment (docs/deckbuild.md)."""

import numpy as np

from . import spaces
from ._base import StandIn, check_illegal_action, legal_index, open_client
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


class DeckBuildEnv(_EnvBase):
    """Builds a deck card by card, as a Gymnasium environment, served by the
    bridge's deckbuild_* commands (package deckbuild).

    The candidates are the implemented catalogue, one per full name
    (``format="core"``: exactly 60 cards, at most two inks, four copies or a
    card's own limit, CR 1.10.1.1; ``inks`` narrows them to one or two inks),
    or the implemented cards of a pool (``"sealed"``: at least 40 cards,
    ``"draft"``: at least 35, any inks, the pool's copies, CR 1.10.1.2; the
    pool is ``pool``, a decklist's text or an embedded deck's name, or
    ``sets``, one booster of each opened from ``pool_seed``).
    :attr:`candidates` holds their columns (``name``, ``def``, ``limit``,
    ``inks`` as a bit set, ``cost``, ``inkable``, ``type``, ``strength``,
    ``willpower``, ``lore``).

    With N candidates the action is one of 2N+1: ``i`` adds a copy of
    candidate i, ``N+i`` removes one, ``2N`` (done) submits the deck. The
    observation is ``{"counts": int32[N], "steps": int32[1]}``; which
    actions are legal is :meth:`action_masks` (and ``info["action_mask"]``):
    done only when the deck is legal. Done plays the deck against each
    ``gauntlet`` deck (``["reference"]``: every reference deck; or deck
    names or decklists' text) ``games_per_deck`` times with ``agent`` at
    both seats, and its reward is the share of games won (``info["score"]``:
    wins, losses, draws); every other step rewards 0. An episode is
    truncated after ``max_steps`` steps (default 4 × the deck's greatest
    size + 1). The same ``reset`` seed and actions give the same games.

    ``illegal_action``: "lose" (default) ends the episode at once with
    reward 0, as a deck that won nothing (``info["illegal_action"]`` True),
    so that every element of ``action_space`` is a valid argument of
    ``step``; "raise" raises :class:`ServerError` (code "illegal_action")
    and nothing changes.
    """

    metadata = {"render_modes": ["ansi", "human"]}

    def __init__(self, format="core", inks=None, pool=None, sets=None, pool_seed=None, gauntlet=None,
                 agent="greedy", games_per_deck=2, max_steps=None, seed=None, render_mode=None, client=None,
                 address=None, token=None, compression=None, timeout=600.0, server_binary=None,
                 illegal_action="lose"):
        self.illegal_action = check_illegal_action(illegal_action)
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode {render_mode!r}: use one of {self.metadata['render_modes']}")
        self.render_mode = render_mode
        self._client, self._owns = open_client(client, address, token, compression, timeout, server_binary)
        self._closed = True
        try:
            info = self._client.call("deckbuild_make", format=format, inks=inks, pool=pool, sets=sets,
                                     pool_seed=pool_seed, gauntlet=gauntlet, agent=agent,
                                     games_per_deck=games_per_deck, max_steps=max_steps, seed=seed)
        except BaseException:
            if self._owns:
                self._client.close()
            raise
        self._closed = False
        self.env_info = info
        self._env = info["env"]
        self.candidates = info["candidates"]
        n = self.num_candidates = int(info["num_candidates"])
        self.max_steps = int(info["max_steps"])
        most = int(np.max(self.candidates["limit"])) if n else 0
        self.observation_space = spaces.Dict({
            "counts": spaces.Box(0, most, (n,), np.int32),
            "steps": spaces.Box(0, self.max_steps, (1,), np.int32),
        })
        self.action_space = spaces.Discrete(2 * n + 1)
        self._mask = np.zeros(2 * n + 1, dtype=np.int8)
        self._obs = None
        self._info = None
        self._lost = False

    def _result(self, r):
        obs = {"counts": np.array(r["counts"], dtype=np.int32),
               "steps": np.array([r["steps"]], dtype=np.int32)}
        self._mask = np.asarray(r["mask"]).astype(np.int8)
        info = {"action_mask": self._mask, "size": int(r["size"]), "inks": r["inks"],
                "score": dict(r["score"]), "illegal_action": False}
        self._obs, self._info, self._lost = obs, info, False
        return obs, info

    def reset(self, seed=None, options=None):
        """Starts an episode from an empty deck; seed (else the next of the
        server's sequence for this env) seeds the games of its done.
        options are ignored. Returns (obs, info)."""
        if _HAVE_GYM:
            super().reset(seed=seed)
        obs, info = self._result(self._client.call("deckbuild_reset", env=self._env, seed=seed))
        if self.render_mode == "human":
            self.render()
        return obs, info

    def step(self, action):
        if self._lost:
            raise ServerError("game_over", "the episode ended with an illegal action: reset it", "deckbuild_step")
        a = legal_index(action, self._mask)
        if a is None:
            if self.illegal_action == "raise" or self._obs is None or not self._mask.any():
                a = int(np.asarray(action))  # the server refuses it, and says why
            else:
                return self._lose()
        r = self._client.call("deckbuild_step", env=self._env, action=a)
        obs, info = self._result(r)
        if self.render_mode == "human":
            self.render()
        return obs, float(r["reward"]), bool(r["terminated"]), bool(r["truncated"]), info

    def _lose(self):
        self._lost = True
        self._mask = np.zeros_like(self._mask)
        info = dict(self._info, illegal_action=True, action_mask=self._mask)
        return self._obs, 0.0, True, False, info

    def action_masks(self):
        """Which actions are legal now (bool[2N+1])."""
        return self._mask.astype(bool)

    def deck(self):
        """The deck so far as a decklist's text (lorcana deck check reads it)."""
        return self._client.call("deckbuild_deck", env=self._env)["deck"]

    def render(self):
        """The deck so far as a decklist ("ansi" returns it, "human" prints it)."""
        text = self.deck()
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self):
        if getattr(self, "_closed", True):
            return
        self._closed = True
        try:
            if not self._client.conn.closed:
                self._client.call("deckbuild_close", env=self._env)
        finally:
            if self._owns:
                self._client.close()
