"""LorcanaDraftEnv: PettingZoo's own api_test and seed_test (with
gymnasium and pettingzoo importable, as in test_conformance.py), a whole
draft played with random picks, rewards from the round robin, and bad
picks refused with nothing lost."""

import os
import re
import subprocess
import sys
import unittest

import numpy as np

import lorcana
from tests import support
from tests.test_conformance import MISSING, checker_output


def setUpModule():
    support.server()


def tearDownModule():
    support.stop_server()


class Counted(lorcana.LorcanaDraftEnv):
    """LorcanaDraftEnv that counts the drafts it finished (the env's
    behaviour is the same), so a test can say a checker reached the end."""

    drafts_ended = 0

    def step(self, action):
        live = any(not self.terminations[a] for a in self.agents)
        super().step(action)
        if live and self.agents and all(self.terminations[a] for a in self.agents):
            type(self).drafts_ended += 1


def make(**kw):
    return lorcana.LorcanaDraftEnv(address=support.server().address, **kw)


def play(env, seed, rng):
    """Drafts to the end with random legal picks; returns the agents in the
    order they picked and the final cumulative rewards."""
    env.reset(seed=seed)
    order, final = [], {}
    for agent in env.agent_iter():
        obs, reward, term, trunc, info = env.last()
        final[agent] = reward
        if term or trunc:
            env.step(None)
            continue
        order.append(agent)
        env.step(support.pick(rng, obs["action_mask"]))
    return order, final


@unittest.skipIf(MISSING, MISSING)
class DraftConformanceTest(unittest.TestCase):
    def test_api_test(self):
        for kw in ({"seats": 2}, {"seats": 3, "bots": {1: "heuristic"}},
                   {"seats": 4, "sets": ["5", "6", "5"], "bots": [None, "random"]}):
            with self.subTest(**kw):
                Counted.drafts_ended = 0
                env = Counted(address=support.server().address, **kw)
                try:
                    printed, warned = checker_output(api_test, env, num_cycles=1000)
                finally:
                    env.close()
                self.assertIn("Passed API test", printed)
                self.assertGreaterEqual(Counted.drafts_ended, 1, "api_test never reached the end of a draft")
                print(f"\n  api_test, draft {kw}: passed, {Counted.drafts_ended} draft(s) to the end; "
                      f"warnings: {warned}")

    def test_seed_test(self):
        for kw in ({"seats": 2}, {"seats": 3, "bots": {0: "random"}}):
            with self.subTest(**kw):
                Counted.drafts_ended = 0
                seed_test(lambda: Counted(address=support.server().address, **kw), num_cycles=1000)
                self.assertGreaterEqual(Counted.drafts_ended, 2, "seed_test should draft both pods to the end")

    def test_is_aec(self):
        import pettingzoo
        env = make()
        try:
            self.assertIsInstance(env, pettingzoo.AECEnv)
        finally:
            env.close()


if MISSING is None:
    from pettingzoo.test import api_test, seed_test


class DraftTest(unittest.TestCase):
    def test_full_draft_with_random_picks(self):
        """An 8-seat pod, 4 packs, every seat Python's: 384 picks in seat
        order, observations in their spaces, then each seat's reward is its
        (wins - losses) / games over its 14 games, the pod's summing to 0."""
        env = make(seats=8, seed=3)
        try:
            order, final = play(env, 11, np.random.default_rng(0))
            self.assertEqual(len(order), 8 * 4 * 12)
            self.assertEqual(order[:9], [f"player_{s}" for s in range(8)] + ["player_0"])
            self.assertEqual(env.agents, [])
            r = env.result()
            self.assertEqual(len(r["seats"]), 8)
            for s in r["seats"]:
                games = s["wins"] + s["losses"] + s["draws"]
                self.assertEqual(games, 14)  # 7 opponents, 2 games each
                self.assertAlmostEqual(final[f"player_{s['seat']}"], (s["wins"] - s["losses"]) / games)
                self.assertEqual(len(s["deck"]), 35)
            self.assertAlmostEqual(sum(final.values()), 0)  # zero-sum
            self.assertGreater(max(final.values()), 0)
        finally:
            env.close()

    def test_observation_and_bots(self):
        """With bots the agents are the Python seats only; an agent not to
        pick has no legal pick; the pool and passed cards grow as the
        draft goes."""
        env = make(seats=3, bots={1: "heuristic"}, packs=3)
        try:
            self.assertEqual(env.possible_agents, ["player_0", "player_2"])
            env.reset(seed=4)
            space = env.observation_space("player_0")
            self.assertEqual(env.agent_selection, "player_0")
            o = env.observe("player_0")
            self.assertTrue(space.contains(o))
            self.assertEqual(int(o["action_mask"].sum()), 12)
            self.assertEqual(int(env.observe("player_2")["action_mask"].sum()), 0)
            np.testing.assert_array_equal(env.infos["player_0"]["action_mask"], o["action_mask"])
            first = int(o["observation"]["pack"][5])
            env.step(5)
            self.assertEqual(env.agent_selection, "player_2")
            env.step(0)
            o = env.observe("player_0")
            self.assertTrue(space.contains(o))
            self.assertEqual(int(o["observation"]["pool"][0]), first)
            self.assertEqual(int((o["observation"]["pool"] > 0).sum()), 1)
            self.assertEqual(int((o["observation"]["passed"] > 0).sum()), 11)
            self.assertEqual(int(o["action_mask"].sum()), 11)
            np.testing.assert_array_equal(o["observation"]["position"], [0, 1, 1])
        finally:
            env.close()

    def test_bad_picks_refused(self):
        """A pick outside the pack or masked off raises ServerError
        illegal_action and changes nothing: the same agent picks from the
        same pack, and the draft ends as one without the bad picks."""
        good = make(seats=2)
        env = make(seats=2)
        try:
            env.reset(seed=8)
            good.reset(seed=8)
            before = env.observe(env.agent_selection)
            for bad in (12, -1, 99):
                with self.assertRaises(lorcana.ServerError) as cm:
                    env.step(bad)
                self.assertEqual(cm.exception.code, "illegal_action")
                self.assertIn("not a card of the pack", cm.exception.message)
            with self.assertRaises(ValueError):
                env.step("first")
            for _ in range(22):  # both seats down to a pack of one card
                env.step(0)
                good.step(0)
            agent = env.agent_selection
            self.assertEqual(int(env.observe(agent)["action_mask"].sum()), 1)
            with self.assertRaises(lorcana.ServerError) as cm:
                env.step(1)  # masked off: the pack holds one card
            self.assertEqual(cm.exception.code, "illegal_action")
            self.assertEqual(env.agent_selection, agent)
            np.testing.assert_array_equal(env.observe(agent)["observation"]["pool"],
                                          good.observe(agent)["observation"]["pool"])
            self.assertFalse(np.array_equal(before["observation"]["pool"], env.observe(agent)["observation"]["pool"]))
            a, _ = play_on(env, np.random.default_rng(1))
            b, _ = play_on(good, np.random.default_rng(1))
            self.assertEqual(a, b)
        finally:
            env.close()
            good.close()

    def test_bad_configuration(self):
        for kw, code in (({"seats": 9}, "bad_request"), ({"sets": "13"}, "bad_request"),
                         ({"bots": {1: "expert"}}, "bad_request"), ({"games": 3}, "bad_request"),
                         ({"packs": 2}, "bad_request"), ({"agent": "neural:/etc/passwd"}, "bad_request")):
            with self.subTest(**kw):
                with self.assertRaises(lorcana.ServerError) as cm:
                    make(**kw)
                self.assertEqual(cm.exception.code, code)
        for kw in ({"bots": {2: "random"}}, {"bots": {0: "random", 1: "random"}}, {"seats": "two"}):
            with self.subTest(**kw):
                with self.assertRaises(ValueError):
                    make(**kw)

    def test_same_seed_same_draft(self):
        env = make(seats=3, bots={2: "random"}, games=0)
        try:
            a = play(env, 21, np.random.default_rng(5))
            b = play(env, 21, np.random.default_rng(5))
            self.assertEqual(a, b)
            self.assertEqual(set(a[1].values()), {0.0})  # no games, no reward
        finally:
            env.close()


ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))


def docs_example():
    """The first ```python block of docs/python.md's "Drafting" section."""
    with open(os.path.join(ROOT, "docs", "python.md"), encoding="utf-8") as f:
        text = f.read()
    _, _, section = text.partition("## Drafting")
    m = re.search(r"^```python\n(.*?)^```$", section, re.S | re.M)
    return m.group(1) if m else None


class DocsExampleTest(unittest.TestCase):
    def test_runs_as_written(self):
        """docs/python.md's draft example runs from the repository's root
        (its server: LORCANA_BIN, else a build of the checkout) and prints
        the Python seat's record and the table."""
        code = docs_example()
        self.assertIsNotNone(code, "docs/python.md has no python block under Drafting")
        env = dict(os.environ, PYTHONPATH="bridge/python")
        r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
        self.assertEqual(r.returncode, 0, r.stderr[-3000:])
        self.assertRegex(r.stdout, r"player_0: \d+ wins, \d+ losses, reward -?[01]\.\d{3}, deck [a-z/]+\n")
        rows = re.findall(r"^(\d) (python|heuristic) (\d+) (\d+) ", r.stdout, re.M)
        self.assertEqual([row[:2] for row in rows],
                         [("0", "python"), ("1", "heuristic"), ("2", "heuristic"), ("3", "heuristic")])
        wins, losses = sum(int(row[2]) for row in rows), sum(int(row[3]) for row in rows)
        self.assertEqual(wins, losses)  # a game won is a game lost
        self.assertLessEqual(wins, 12)  # 6 pairs, 2 games each


def play_on(env, rng):
    """Drafts on from where env is, with random picks; returns each seat's
    deck and the rewards."""
    final = {}
    for agent in env.agent_iter():
        obs, reward, term, trunc, info = env.last()
        final[agent] = reward
        env.step(None if term or trunc else support.pick(rng, obs["action_mask"]))
    return [list(s["deck"]) for s in env.result()["seats"]], final


if __name__ == "__main__":
    unittest.main()
