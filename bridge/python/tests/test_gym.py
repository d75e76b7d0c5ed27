"""Gymnasium single-agent API against a built-in opponent."""

import unittest

import numpy as np

import lorcana
from tests import support


def setUpModule():
    support.server()


def tearDownModule():
    support.stop_server()


class GymTest(unittest.TestCase):
    def setUp(self):
        self.env = lorcana.LorcanaGymEnv(opponent="random", address=support.server().address)

    def tearDown(self):
        self.env.close()

    def run_game(self, seed, action_seed):
        env = self.env
        obs, info = env.reset(seed=seed)
        rng = np.random.default_rng(action_seed)
        trail, total, steps = [], 0.0, 0
        while True:
            self.assertTrue(env.observation_space.contains(obs))
            self.assertEqual(info["to_play"], 0, "the learner must be the one to act")
            mask = env.action_masks()
            self.assertEqual(mask.dtype, bool)
            self.assertTrue(mask.any())
            a = support.pick(rng, mask)
            self.assertTrue(env.action_space.contains(a))
            obs, reward, term, trunc, info = env.step(a)
            trail.append((a, reward, float(obs["globals"].sum())))
            total += reward
            steps += 1
            if term or trunc:
                return trail, total, steps, term

    def test_full_game(self):
        _, total, steps, term = self.run_game(3, 3)
        self.assertGreater(steps, 5)
        self.assertIn(total, (-1.0, 0.0, 1.0))
        with self.assertRaises(lorcana.ServerError) as cm:
            self.env.step(0)
        self.assertEqual(cm.exception.code, "game_over")
        self.env.reset()  # and a new game starts

    def test_seed(self):
        a = self.run_game(8, 1)
        b = self.run_game(8, 1)
        self.assertEqual(a, b)

    def test_illegal_action_raise(self):
        env = lorcana.LorcanaGymEnv(address=support.server().address, illegal_action="raise")
        try:
            env.reset(seed=1)
            with self.assertRaises(lorcana.ServerError) as cm:
                env.step(env.action_space.n - 1)
            self.assertEqual(cm.exception.code, "illegal_action")
        finally:
            env.close()

    def test_illegal_action_lose(self):
        env = lorcana.LorcanaGymEnv(address=support.server().address)
        try:
            obs, info = env.reset(seed=1)
            o, r, term, trunc, i = env.step(env.action_space.n - 1)
            self.assertEqual((r, term, trunc, i["illegal_action"]), (-1.0, True, False, True))
            self.assertFalse(env.action_masks().any())
            with self.assertRaises(lorcana.ServerError) as cm:
                env.step(0)
            self.assertEqual(cm.exception.code, "game_over")
            env.reset(seed=1)
            env.step(int(env.action_masks().argmax()))
        finally:
            env.close()

    def test_bad_illegal_action(self):
        for bad in ("ignore", None):
            with self.assertRaises(ValueError) as cm:
                lorcana.LorcanaGymEnv(address=support.server().address, illegal_action=bad)
            self.assertIn("illegal_action", str(cm.exception))
        with self.assertRaises(ValueError) as cm:
            lorcana.LorcanaVectorEnv(2, address=support.server().address, illegal_action="lose")
        self.assertIn("illegal_action", str(cm.exception))

    def test_non_integer_action(self):
        self.env.reset(seed=1)
        for bad in (0.5, "1", [0, 1]):
            with self.assertRaises(ValueError) as cm:
                self.env.step(bad)
            self.assertIn("action", str(cm.exception))

    def test_bad_opponent(self):
        with self.assertRaises(lorcana.ServerError) as cm:
            lorcana.LorcanaGymEnv(opponent="nobody", address=support.server().address)
        self.assertEqual(cm.exception.code, "bad_request")
        self.assertIn("nobody", cm.exception.message)


if __name__ == "__main__":
    unittest.main()
