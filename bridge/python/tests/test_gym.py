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

    def test_illegal_action(self):
        self.env.reset(seed=1)
        k = self.env.action_space.n
        for bad in (k, -1, int(np.flatnonzero(~self.env.action_masks())[0])):
            with self.assertRaises(lorcana.ServerError) as cm:
                self.env.step(bad)
            self.assertEqual(cm.exception.code, "illegal_action")
        self.env.step(int(np.flatnonzero(self.env.action_masks())[0]))

    def test_bad_opponent(self):
        with self.assertRaises(lorcana.ServerError) as cm:
            lorcana.LorcanaGymEnv(opponent="nobody", address=support.server().address)
        self.assertEqual(cm.exception.code, "bad_request")
        self.assertIn("nobody", cm.exception.message)


if __name__ == "__main__":
    unittest.main()
