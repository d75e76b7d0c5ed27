"""The bag model (make's "bag": lorcana, alternating, nested; docs/rule-variants.md)
through the Python environments: a variant plays a game to its end, an
unknown model is a clear error, and a snapshot of one model is refused by an
env of another."""

import unittest

import numpy as np

import lorcana
from tests import support


def setUpModule():
    support.server()


def tearDownModule():
    support.stop_server()


def play_to_end(test, env, seed, limit=5000):
    """Plays env (a gym env) with random legal actions until the game ends;
    returns the steps taken and the last reward."""
    obs, info = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    for steps in range(1, limit + 1):
        test.assertTrue(env.observation_space.contains(obs))
        obs, reward, term, trunc, info = env.step(support.pick(rng, env.action_masks()))
        if term or trunc:
            return steps, reward
    test.fail(f"no end after {limit} steps")


class BagTest(unittest.TestCase):
    def gym(self, **kw):
        env = lorcana.LorcanaGymEnv(opponent="random", address=support.server().address, **kw)
        self.addCleanup(env.close)
        return env

    def test_each_model_plays_to_the_end(self):
        for bag in ("lorcana", "alternating", "nested"):
            with self.subTest(bag=bag):
                steps, reward = play_to_end(self, self.gym(bag=bag), seed=5)
                self.assertGreater(steps, 5)
                self.assertIn(reward, (-1.0, 0.0, 1.0))

    def test_vector_env_nested(self):
        env = lorcana.LorcanaVectorEnv(3, address=support.server().address, bag="nested", compression=False)
        self.addCleanup(env.close)
        env.reset(seed=2)
        rng = np.random.default_rng(2)
        ended = 0
        for _ in range(600):
            _, reward, term, trunc, _ = env.step(env.sample_legal(rng))
            done = term | trunc
            self.assertTrue(set(reward[done]) <= {-1.0, 0.0, 1.0})
            ended += int(done.sum())
        self.assertGreater(ended, 0, "no game ended under the nested model")

    def test_unknown_model_is_a_clear_error(self):
        for make in (lambda: lorcana.LorcanaGymEnv(address=support.server().address, bag="stack"),
                     lambda: lorcana.LorcanaAECEnv(address=support.server().address, bag="stack"),
                     lambda: lorcana.LorcanaVectorEnv(2, address=support.server().address, bag="stack")):
            with self.assertRaises(lorcana.ServerError) as cm:
                make()
            self.assertEqual(cm.exception.code, "bad_request")
            self.assertIn("stack", cm.exception.message)
            self.assertIn("nested", cm.exception.message, "the error names the models there are")

    def test_snapshot_refused_by_another_model(self):
        nested = self.gym(bag="nested")
        obs, info = nested.reset(seed=4)
        rng = np.random.default_rng(4)
        for _ in range(6):
            obs, _, term, trunc, info = nested.step(support.pick(rng, nested.action_masks()))
            self.assertFalse(term or trunc)
        snap = nested.serialize()
        for bag in ("lorcana", "alternating"):
            with self.subTest(bag=bag):
                other = self.gym(bag=bag)
                other.reset(seed=4)
                before = other.serialize()
                with self.assertRaises(lorcana.ServerError) as cm:
                    other.restore(snap)
                self.assertEqual(cm.exception.code, "bad_request")
                self.assertIn("restore", cm.exception.message)
                self.assertEqual(other.serialize(), before, "a refused restore changes nothing")
        # An env of the same model takes it and goes on from there.
        same = self.gym(bag="nested")
        same.reset(seed=9)
        same.restore(snap)
        self.assertEqual(same.serialize(), snap)


if __name__ == "__main__":
    unittest.main()
