"""Serialize, restore and clone (the game goes on exactly as it did), bad
states, and render's player and full views, against a real server."""

import hashlib
import re
import unittest

import numpy as np

import lorcana
from tests import support


def setUpModule():
    support.server()


def tearDownModule():
    support.stop_server()


def digest(*arrays):
    h = hashlib.sha256()
    for a in arrays:
        h.update(np.ascontiguousarray(a).tobytes())
    return h.hexdigest()


def aec_run(env, action_seed, steps):
    """Steps env with random legal actions; one digest per step."""
    rng = np.random.default_rng(action_seed)
    out = []
    for agent in env.agent_iter(steps):
        obs, reward, term, trunc, info = env.last()
        out.append((agent, reward, term, trunc, digest(obs["observation"]["cards"], obs["action_mask"],
                                                        obs["observation"]["options"])))
        env.step(None if term or trunc else support.pick(rng, obs["action_mask"]))
    return out


def gym_run(env, mask, action_seed, steps):
    rng = np.random.default_rng(action_seed)
    out = []
    for _ in range(steps):
        obs, reward, term, trunc, info = env.step(support.pick(rng, mask))
        mask = info["action_mask"]
        out.append((reward, term, trunc, info["turn"], digest(obs["cards"], mask)))
        if term or trunc:
            break
    return out


class StateTest(unittest.TestCase):
    def aec(self, **kw):
        env = lorcana.LorcanaAECEnv(address=support.server().address, **kw)
        self.addCleanup(env.close)
        return env

    def test_aec_restore_same_trajectory(self):
        env = self.aec(seed=2)
        env.reset(seed=8)
        aec_run(env, 1, 30)
        snap = env.serialize()
        want = aec_run(env, 2, 200)
        # The same env, and an env on another connection.
        other = self.aec(seed=77)
        other.reset(seed=3)
        for e in (env, other):
            e.restore(snap)
            self.assertEqual(aec_run(e, 2, 200), want)

    def test_aec_restore_after_the_end(self):
        # Restoring while a finished game's agents are being removed brings
        # every agent back.
        env = self.aec(seed=2, turn_limit=3)
        env.reset(seed=1)
        snap = env.serialize()
        rng = np.random.default_rng(0)
        for agent in env.agent_iter(5000):
            obs, _, term, trunc, _ = env.last()
            if term or trunc:
                env.step(None)
                break
            env.step(support.pick(rng, obs["action_mask"]))
        self.assertEqual(len(env.agents), 1)
        env.restore(snap)
        self.assertEqual(env.agents, env.possible_agents)
        self.assertFalse(any(env.terminations.values()) or any(env.truncations.values()))
        self.assertTrue(len(aec_run(env, 3, 50)) > 0)

    def test_aec_clone_goes_its_own_way(self):
        env = self.aec(seed=2)
        env.reset(seed=9)
        aec_run(env, 1, 25)
        twin = env.clone()
        self.addCleanup(twin.close)
        self.assertEqual(aec_run(twin, 4, 50), aec_run(env, 4, 50))

    def test_gym_restore_with_opponent(self):
        env = lorcana.LorcanaGymEnv(opponent="random", seed=5, address=support.server().address)
        self.addCleanup(env.close)
        obs, info = env.reset(seed=4)
        gym_run(env, info["action_mask"], 1, 15)
        snap = env.serialize()
        mask = env.action_masks().astype(np.int8)
        want = gym_run(env, mask, 2, 300)
        obs, info = env.restore(snap)
        np.testing.assert_array_equal(info["action_mask"], mask)
        self.assertEqual(gym_run(env, info["action_mask"], 2, 300), want)
        env.restore(snap)
        twin = env.clone()
        self.addCleanup(twin.close)
        self.assertEqual(gym_run(twin, info["action_mask"], 2, 300), want)

    def test_vector_restore_one_env(self):
        env = lorcana.LorcanaVectorEnv(3, seed=6, opponent="random", address=support.server().address)
        self.addCleanup(env.close)
        env.reset()
        rng = np.random.default_rng(0)
        for _ in range(10):
            env.step(env.sample_legal(rng))
        snap = env.serialize(1)

        def run():
            r = np.random.default_rng(5)
            out = []
            for _ in range(300):
                a = env.sample_legal(r)
                obs, rew, term, trunc, info = env.step(a)
                out.append((float(rew[1]), bool(term[1]), bool(trunc[1])))
                if term[1] or trunc[1]:
                    out.append(digest(info["final_obs"][1]["cards"]))
                    break
                out.append(digest(obs["cards"][1], info["action_mask"][1]))
            return out

        saved = env.action_masks()[1].copy()
        want = run()
        obs, info = env.restore(1, snap)
        np.testing.assert_array_equal(info["action_mask"].astype(bool), saved)
        # sample_legal draws the same numbers for env 1 whatever the other
        # envs' games, so env 1 takes the same actions if its game is the
        # same.
        self.assertEqual(run(), want)

    def test_reset_options(self):
        env = lorcana.LorcanaGymEnv(opponent="greedy", seed=5, address=support.server().address)
        self.addCleanup(env.close)
        obs, info = env.reset(seed=2)
        gym_run(env, info["action_mask"], 1, 10)
        snap = env.serialize()
        mask = env.action_masks().astype(np.int8)
        want = gym_run(env, mask, 3, 100)
        obs, info = env.reset(options={"state": snap})
        self.assertEqual(gym_run(env, info["action_mask"], 3, 100), want)
        # other options are for other tools (pettingzoo's api_test passes
        # {"options": 1}): ignored; a state that is not bytes or an options
        # that is not a dict is refused, naming it
        obs, info = env.reset(options={"state": snap, "x": 1})
        self.assertEqual(gym_run(env, info["action_mask"], 3, 100), want)
        env.reset(seed=2, options={"stat": snap})
        for bad, name in (({"state": "abc"}, 'options["state"]'), ([("state", snap)], "options")):
            with self.assertRaises(ValueError) as cm:
                env.reset(options=bad)
            self.assertIn(name, str(cm.exception))
        with self.assertRaises(ValueError):
            env.reset(seed=1, options={"state": snap})
        aec = self.aec(seed=1)
        aec.reset(seed=4)
        aec_run(aec, 1, 12)
        snap = aec.serialize()
        want = aec_run(aec, 2, 60)
        aec.reset(options={"state": snap})
        self.assertEqual(aec_run(aec, 2, 60), want)

    def test_bad_states(self):
        env = self.aec(seed=1)
        env.reset(seed=1)
        aec_run(env, 1, 5)
        snap = env.serialize()
        other = self.aec(players=3)
        other.reset(seed=1)
        cut = bytes(snap[: len(snap) // 2])
        flipped = bytearray(snap)
        flipped[-20] ^= 0xFF
        for bad in (b"junk", cut, bytes(flipped), other.serialize()):
            with self.assertRaises(lorcana.ServerError) as cm:
                env.restore(bad)
            self.assertEqual(cm.exception.code, "bad_request")
            self.assertIn("restore", cm.exception.message)
        # Nothing changed, and the connection goes on.
        obs, _, term, trunc, _ = env.last()
        self.assertFalse(term or trunc)
        env.step(support.pick(np.random.default_rng(0), obs["action_mask"]))
        env.restore(snap)


class RenderTest(unittest.TestCase):
    def test_player_view_hides_the_opponents_hand(self):
        env = lorcana.LorcanaAECEnv(address=support.server().address, render_mode="ansi")
        self.addCleanup(env.close)
        env.reset(seed=3)
        # The opening hands: each player's alter-hand options name its cards.
        first = env.agent_selection
        hand = {}
        opts = env.legal_options()
        hand[first] = {o["card"] for o in opts if o["card"]}
        keep = [o["index"] for o in opts if o["kind"] == "done"]
        self.assertEqual(len(keep), 1, opts)
        env.step(keep[0])
        second = env.agent_selection
        self.assertNotEqual(second, first)
        hand[second] = {o["card"] for o in env.legal_options() if o["card"]}
        hidden = hand[first] - hand[second]
        self.assertTrue(hidden)
        mine = env.render(view=second)
        full = env.render()
        self.assertEqual(env.render(view=env.possible_agents.index(second)), mine)
        for name in hidden:
            self.assertNotIn(name, mine)
            self.assertIn(name, full)
        for name in hand[second]:
            self.assertIn(name, mine)
        self.assertIn("(full view)", full)
        self.assertRegex(mine, re.compile(r"options:\n  0: "))
        self.assertNotIn("options:", env.render(view=first))  # not the one to decide
        with self.assertRaises(lorcana.ServerError) as cm:
            env.render(view=5)
        self.assertEqual(cm.exception.code, "bad_request")

    def test_gym_render_human_prints(self):
        env = lorcana.LorcanaGymEnv(opponent="random", address=support.server().address, render_mode="ansi")
        self.addCleanup(env.close)
        env.reset(seed=1)
        text = env.render(view=env.seat)
        self.assertIn("(you)", text)
        self.assertIn("to act:", text)


if __name__ == "__main__":
    unittest.main()
