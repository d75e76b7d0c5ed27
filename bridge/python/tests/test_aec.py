"""PettingZoo AEC conformance in the spirit of pettingzoo.test.api_test and
seed_test, against a real server."""

import hashlib
import unittest

import numpy as np

import lorcana
from tests import support


def setUpModule():
    support.server()


def tearDownModule():
    support.stop_server()


def play(env, seed, action_seed, max_steps=5000):
    """Plays a game to the end with random legal actions; returns a digest
    of the trajectory, the steps and the final cumulative rewards."""
    env.reset(seed=seed)
    rng = np.random.default_rng(action_seed)
    h = hashlib.sha256()
    steps = 0
    final = {}
    for agent in env.agent_iter(max_steps):
        obs, reward, term, trunc, info = env.last()
        final[agent] = reward
        h.update(agent.encode())
        h.update(obs["observation"]["cards"].tobytes())
        h.update(obs["action_mask"].tobytes())
        if term or trunc:
            env.step(None)
            continue
        env.step(support.pick(rng, obs["action_mask"]))
        steps += 1
    return h.hexdigest(), steps, final


class AECTest(unittest.TestCase):
    def setUp(self):
        self.env = lorcana.LorcanaAECEnv(address=support.server().address, seed=1)

    def tearDown(self):
        self.env.close()

    def test_api(self):
        env = self.env
        if lorcana.HAVE_PETTINGZOO:
            import pettingzoo
            self.assertIsInstance(env, pettingzoo.AECEnv)
        self.assertEqual(env.possible_agents, ["player_0", "player_1"])
        env.reset(seed=5)
        self.assertEqual(sorted(env.agents), sorted(env.possible_agents))
        self.assertEqual(env.num_agents, 2)
        for a in env.agents:
            self.assertEqual(env.action_space(a).n, env.env_info["num_actions"])
            obs = env.observe(a)
            self.assertTrue(env.observation_space(a).contains(obs), f"observation of {a} outside its space")
            self.assertEqual(obs["action_mask"].dtype, np.int8)
        sel = env.agent_selection
        other = [a for a in env.agents if a != sel][0]
        self.assertGreater(env.observe(sel)["action_mask"].sum(), 0)
        self.assertEqual(env.observe(other)["action_mask"].sum(), 0, "a seat not deciding has options")
        np.testing.assert_array_equal(env.infos[sel]["action_mask"], env.observe(sel)["action_mask"])
        with self.assertRaises(ValueError):
            env.step(None)  # the agent to act is not dead

    def test_masks_match_legal_options(self):
        env = self.env
        env.reset(seed=9)
        rng = np.random.default_rng(0)
        for k, agent in enumerate(env.agent_iter(300)):
            obs, _, term, trunc, _ = env.last()
            if term or trunc:
                env.step(None)
                continue
            mask = obs["action_mask"]
            if k % 10 == 0:
                legal = env.legal_options()
                self.assertEqual(int(mask.sum()), len(legal))
                self.assertEqual([o["index"] for o in legal], list(np.flatnonzero(mask)))
                self.assertTrue(all(o["text"] for o in legal))
            env.step(support.pick(rng, mask))

    def test_full_game(self):
        digest, steps, final = play(self.env, seed=2, action_seed=2)
        self.assertGreater(steps, 10)
        self.assertEqual(self.env.agents, [])
        rewards = sorted(final.values())
        self.assertIn(rewards, ([-1.0, 1.0], [0.0, 0.0]), f"final rewards {final}")

    def test_seed(self):
        d1 = play(self.env, seed=4, action_seed=7)
        # The other env gets its observations in the packed layout: the
        # trajectory must be the same bytes.
        other = lorcana.LorcanaAECEnv(address=support.server().address, seed=99, layout="packed")
        try:
            d2 = play(other, seed=4, action_seed=7)
            d3 = play(other, seed=5, action_seed=7)
        finally:
            other.close()
        self.assertEqual(d1, d2, "same seed, different trajectory")
        self.assertNotEqual(d1[0], d3[0], "different seeds, same trajectory")

    def test_serialize_restore_clone(self):
        env = self.env
        env.reset(seed=6)
        rng = np.random.default_rng(1)
        for _ in range(20):
            obs, _, term, trunc, _ = env.last()
            env.step(support.pick(rng, obs["action_mask"]))
        snap = env.serialize()
        before = env.observe(env.agent_selection)
        sel = env.agent_selection
        twin = env.clone()
        try:
            self.assertEqual(twin.agent_selection, sel)
            np.testing.assert_array_equal(twin.observe(sel)["observation"]["cards"],
                                          before["observation"]["cards"])
            for _ in range(5):
                obs, _, _, _, _ = env.last()
                env.step(support.pick(rng, obs["action_mask"]))
            env.restore(snap)
            self.assertEqual(env.agent_selection, sel)
            after = env.observe(sel)
            np.testing.assert_array_equal(after["observation"]["options"], before["observation"]["options"])
            np.testing.assert_array_equal(after["action_mask"], before["action_mask"])
            twin.step(support.pick(rng, twin.observe(sel)["action_mask"]))  # the twin plays on
            twin.step(twin.action_space(twin.agent_selection).n - 1)  # and loses by an illegal action
            self.assertTrue(all(twin.terminations.values()))
        finally:
            twin.close()

    def test_illegal_action_lose(self):
        env = lorcana.LorcanaAECEnv(players=3, address=support.server().address)
        try:
            env.reset(seed=4)
            agent = env.agent_selection
            bad = int(np.flatnonzero(env.last()[0]["action_mask"] == 0)[0])
            env.step(bad)
            self.assertTrue(all(env.terminations.values()))
            self.assertEqual(env.rewards, {a: (-1.0 if a == agent else 0.0) for a in env.agents})
            self.assertTrue(env.infos[agent]["illegal_action"])
            for a in env.agent_iter():  # the dead agents leave as PettingZoo says
                _, r, term, _, _ = env.last()
                self.assertTrue(term)
                env.step(None)
            self.assertEqual(env.agents, [])
            env.reset(seed=4)  # and the next game starts
            self.assertFalse(any(env.terminations.values()))
        finally:
            env.close()

    def test_illegal_action_raise(self):
        env = lorcana.LorcanaAECEnv(address=support.server().address, illegal_action="raise")
        try:
            env.reset(seed=4)
            with self.assertRaises(lorcana.ServerError) as cm:
                env.step(env.action_space(env.agent_selection).n - 1)
            self.assertEqual(cm.exception.code, "illegal_action")
            self.assertFalse(any(env.terminations.values()))
        finally:
            env.close()
        for bad in ("ignore", None, 1):
            with self.assertRaises(ValueError) as cm:
                lorcana.LorcanaAECEnv(address=support.server().address, illegal_action=bad)
            self.assertIn("illegal_action", str(cm.exception))

    def test_render(self):
        env = lorcana.LorcanaAECEnv(address=support.server().address, render_mode="ansi")
        try:
            env.reset(seed=1)
            text = env.render()
            self.assertIn("Player 1: lore", text)
            self.assertIn("to act:", text)
        finally:
            env.close()


if __name__ == "__main__":
    unittest.main()
