"""DeckBuildEnv: Gymnasium's real check_env, whole episodes by the mask,
illegal actions under both policies, seeds, a Sealed pool, bad arguments,
and the example of docs/python.md run as written."""

import os
import subprocess
import sys
import unittest

import numpy as np

import lorcana
from tests import support
from tests.test_conformance import MISSING, checker_output

try:
    from gymnasium.utils.env_checker import check_env
except ImportError:
    check_env = None

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
GAUNTLET = ["set1-amber-amethyst", "set1-emerald-sapphire"]


def setUpModule():
    support.server()


def tearDownModule():
    support.stop_server()


def make(**kw):
    kw.setdefault("inks", ["amber", "steel"])
    kw.setdefault("gauntlet", GAUNTLET)
    kw.setdefault("agent", "random")
    return lorcana.DeckBuildEnv(address=support.server().address, **kw)


def fill(env, rng):
    """Random legal adds until done is legal; returns the last info."""
    n = env.num_candidates
    obs, info = env.reset(seed=5)
    while not info["action_mask"][2 * n]:
        adds = np.flatnonzero(info["action_mask"][:n])
        obs, reward, term, trunc, info = env.step(int(rng.choice(adds)))
        assert env.observation_space.contains(obs), obs
        assert reward == 0.0 and not term and not trunc
    return obs, info


class DeckBuildTest(unittest.TestCase):
    @unittest.skipIf(MISSING, MISSING)
    def test_check_env(self):
        for kw in ({}, {"format": "sealed", "inks": None, "sets": ["5"] * 6, "pool_seed": 3}):
            with self.subTest(**{k: str(v) for k, v in kw.items()}):
                env = make(**kw)
                try:
                    printed, warned = checker_output(check_env, env)
                finally:
                    env.close()
                print(f"\n  check_env (DeckBuildEnv {kw.get('format', 'core')}): passed; warnings: {warned}")

    def test_episodes(self):
        for kw, size in (({}, 60), ({"format": "sealed", "inks": None, "sets": ["1"] * 6, "pool_seed": 2}, 40),
                         ({"format": "draft", "inks": None, "pool": "set1-amber-steel"}, 35)):
            with self.subTest(format=kw.get("format", "core")):
                env = make(**kw)
                try:
                    n = env.num_candidates
                    self.assertEqual(env.action_space.n, 2 * n + 1)
                    self.assertEqual(len(env.candidates["name"]), n)
                    results = []
                    for _ in range(2):
                        obs, info = fill(env, np.random.default_rng(1))
                        self.assertEqual(info["size"], size)
                        self.assertEqual(int(obs["counts"].sum()), size)
                        deck = env.deck()
                        obs, reward, term, trunc, info = env.step(2 * n)
                        score = info["score"]
                        self.assertTrue(term and not trunc)
                        self.assertEqual(sum(score.values()), 2 * len(GAUNTLET))
                        self.assertAlmostEqual(reward, score["wins"] / (2 * len(GAUNTLET)))
                        self.assertFalse(env.action_masks().any())
                        results.append((deck, reward, score))
                    self.assertEqual(results[0], results[1], "the same seed and actions gave other games")
                finally:
                    env.close()

    def test_illegal_actions(self):
        env = make()
        try:
            n = env.num_candidates
            env.reset(seed=1)
            obs, reward, term, trunc, info = env.step(n)  # remove a card the deck lacks
            self.assertEqual((reward, term, trunc, info["illegal_action"]), (0.0, True, False, True))
            with self.assertRaises(lorcana.ServerError) as cm:
                env.step(0)
            self.assertEqual(cm.exception.code, "game_over")
            env.reset(seed=1)
            obs, *_ = env.step(0)
            self.assertEqual(int(obs["counts"][0]), 1)
            with self.assertRaises(ValueError):
                env.step("add")
        finally:
            env.close()
        env = make(illegal_action="raise")
        try:
            n = env.num_candidates
            env.reset(seed=1)
            for a in (2 * n, 2 * n + 1, -1):
                with self.assertRaises(lorcana.ServerError) as cm:
                    env.step(a)
                self.assertEqual(cm.exception.code, "illegal_action")
            self.assertEqual(env.deck().count("\n"), 1)  # the name line only: nothing changed
        finally:
            env.close()

    def test_bad_arguments(self):
        for kw, words in (({"inks": ["amber", "steel", "ruby"]}, "at most 2"),
                          ({"inks": ["purple"]}, "unknown ink"),
                          ({"gauntlet": ["nosuchdeck"]}, "nosuchdeck"),
                          ({"games_per_deck": 3}, "games_per_deck 3"),
                          ({"format": "sealed", "inks": None}, "give pool")):
            with self.subTest(**{k: str(v) for k, v in kw.items()}):
                with self.assertRaises(lorcana.ServerError) as cm:
                    make(**kw)
                self.assertEqual(cm.exception.code, "bad_request")
                self.assertIn(words, str(cm.exception))


def docs_example():
    """The ```python block of docs/python.md's "Deck building" section."""
    with open(os.path.join(ROOT, "docs", "python.md"), encoding="utf-8") as f:
        lines = f.read().splitlines()
    start = lines.index("```python", lines.index("## Deck building")) + 1
    return "\n".join(lines[start:lines.index("```", start)]) + "\n"


class DocsExampleTest(unittest.TestCase):
    def test_runs_as_written(self):
        env = dict(os.environ, PYTHONPATH="bridge/python")
        r = subprocess.run([sys.executable, "-c", docs_example()], cwd=ROOT, env=env,
                           capture_output=True, text=True, timeout=600)
        self.assertEqual(r.returncode, 0, r.stderr[-3000:])
        self.assertRegex(r.stdout, r"win rate (0|1)\.\d\d \{'wins': \d+, 'losses': \d+, 'draws': \d+\}")
        self.assertEqual(sum(int(line.split()[0]) for line in r.stdout.splitlines()
                             if line[:1].isdigit()), 60, r.stdout)


if __name__ == "__main__":
    unittest.main()
