"""Batched stepping with autoreset."""

import unittest

import numpy as np

import lorcana
from tests import support


def setUpModule():
    support.server()


def tearDownModule():
    support.stop_server()


class VectorTest(unittest.TestCase):
    def make(self, n=6, **kw):
        env = lorcana.LorcanaVectorEnv(n, address=support.server().address, **kw)
        self.addCleanup(env.close)
        return env

    def run_steps(self, env, steps, seed):
        obs, info = env.reset(seed=seed)
        rng = np.random.default_rng(seed)
        digest, finished = [], 0
        for _ in range(steps):
            masks = env.action_masks()
            np.testing.assert_array_equal(masks.sum(axis=1), info["num_options"])
            self.assertTrue(env.observation_space.contains(obs))
            actions = env.sample_legal(rng)
            obs, reward, term, trunc, info = env.step(actions)
            done = term | trunc
            check_info_layout(self, info, env.num_envs, done)
            if done.any():
                self.assertTrue(set(reward[done]) <= {-1.0, 0.0, 1.0})
            finished += int(done.sum())
            digest.append((actions.tobytes(), reward.tobytes(), info["to_play"].tobytes()))
        return digest, finished

    def test_random_games_autoreset(self):
        env = self.make(6, compression=False)
        _, finished = self.run_steps(env, 700, seed=1)
        self.assertGreater(finished, 0, "no game ended")

    def test_seed_and_compression(self):
        plain = self.make(4, compression=False, transport="socket")
        if not lorcana.zstd_available():
            self.skipTest("no zstandard module")
        packed = self.make(4, compression=True, transport="socket")
        self.assertEqual(packed._client.conn.compression, "zstd")
        a, _ = self.run_steps(plain, 150, seed=3)
        b, _ = self.run_steps(packed, 150, seed=3)
        self.assertEqual(a, b)

    def test_packed_layout_matches_dense(self):
        dense = self.make(4, layout="dense", compression=False, transport="socket")
        packed = self.make(4, layout="packed", compression=False, transport="socket")
        self.assertEqual(packed._client.conn.call("ping"), {})
        od, idn = dense.reset(seed=7)
        op, ipk = packed.reset(seed=7)
        rng = np.random.default_rng(7)
        ended = 0
        for _ in range(250):
            for k in od:
                np.testing.assert_array_equal(od[k], op[k], err_msg=k)
            np.testing.assert_array_equal(idn["action_mask"], ipk["action_mask"])
            if "final_obs" in idn:
                ended += 1
                np.testing.assert_array_equal(idn["_final_obs"], ipk["_final_obs"])
                for i in np.flatnonzero(idn["_final_obs"]):
                    for k in idn["final_obs"][i]:
                        np.testing.assert_array_equal(idn["final_obs"][i][k], ipk["final_obs"][i][k], err_msg=k)
            a = dense.sample_legal(rng)
            od, _, _, _, idn = dense.step(a)
            op, _, _, _, ipk = packed.step(a)
        self.assertGreater(ended, 0)

    def test_opponent(self):
        env = self.make(3, opponent="random", seat=1)
        obs, info = env.reset(seed=2)
        for _ in range(100):
            self.assertTrue((info["to_play"] == 1).all())
            obs, reward, term, trunc, info = env.step(env.sample_legal())

    def test_bad_actions(self):
        env = self.make(3)
        env.reset(seed=1)
        with self.assertRaises(ValueError):
            env.step([0, 0])
        with self.assertRaises(lorcana.ServerError) as cm:
            env.step([0, 0, 500])
        self.assertEqual(cm.exception.code, "illegal_action")
        env.step(env.sample_legal())


def check_info_layout(test, info, n, done):
    """Gymnasium's layout of a vector env's info: every value an array of
    n rows (or a dict of such), "_key" a bool[n] of the envs that have
    key; SAME_STEP's final_obs an object array of the finished games'
    observations (None for the others) and final_info their step's info."""
    def rows(d):
        for key, v in d.items():
            if isinstance(v, dict):
                rows(v)
                continue
            test.assertIsInstance(v, np.ndarray, key)
            test.assertEqual(len(v), n, key)
            if key.startswith("_"):
                test.assertEqual(v.dtype, np.bool_, key)
                test.assertIn(key[1:], d)

    rows(info)
    test.assertEqual("final_obs" in info, bool(done.any()))
    if done.any():
        test.assertEqual(info["final_obs"].dtype, object)
        np.testing.assert_array_equal(info["_final_obs"], done)
        np.testing.assert_array_equal(info["_final_info"], done)
        for i in range(n):
            if done[i]:
                test.assertIsInstance(info["final_obs"][i], dict)
                test.assertIn("cards", info["final_obs"][i])
                test.assertNotIn("mask", info["final_obs"][i], "the mask is info's action_mask")
            else:
                test.assertIsNone(info["final_obs"][i])
        test.assertTrue((info["final_info"]["to_play"][done] == -1).all(), "a finished game has no seat to act")


class VectorResetTest(unittest.TestCase):
    """reset's seed (one, or one per env), options={"state": ...}, np_random
    and the layout of info (issue 27)."""

    def make(self, n=3, **kw):
        env = lorcana.LorcanaVectorEnv(n, address=support.server().address, **kw)
        self.addCleanup(env.close)
        return env

    def test_info_layout(self):
        env = self.make(4, opponent="random", seed=2)
        obs, info = env.reset(seed=2)
        check_info_layout(self, info, 4, np.zeros(4, bool))
        rng = np.random.default_rng(2)
        ended = 0
        for _ in range(1500):
            obs, rew, term, trunc, info = env.step(env.sample_legal(rng))
            done = term | trunc
            check_info_layout(self, info, 4, done)
            ended += int(done.sum())
            if ended >= 3:
                break
        self.assertGreaterEqual(ended, 3)

    def test_seed_list(self):
        env = self.make(3)
        a, ia = env.reset(seed=[5, 5, 9])
        for k in a:  # env i plays the game of seed i: the same game twice
            np.testing.assert_array_equal(a[k][0], a[k][1], err_msg=k)
        a = {k: v.copy() for k, v in a.items()}
        b, _ = env.reset(seed=np.array([9, 5, 1]))
        for k in a:
            np.testing.assert_array_equal(b[k][0], a[k][2], err_msg=k)
            np.testing.assert_array_equal(b[k][1], a[k][0], err_msg=k)
        c, _ = env.reset(seed=[None, None, None])  # as seed=None
        self.assertEqual(c["cards"].shape, a["cards"].shape)
        for bad, why in [([1, 2], "for 3 envs"), ([1, None, 2], "None"), ([1, 2, "x"], "int"),
                         ([1, -2, 3], "negative"), ([[1], 2, 3], "int")]:
            with self.subTest(seed=bad):
                with self.assertRaises(ValueError) as cm:
                    env.reset(seed=bad)
                self.assertIn(why, str(cm.exception))
        env.step(env.sample_legal())  # the env goes on

    def test_seed_seeds_np_random(self):
        env = self.make(2)
        env.reset(seed=3)
        a = env.np_random.integers(1 << 30, size=5)
        env.step(env.sample_legal())
        env.reset(seed=3)
        b = env.np_random.integers(1 << 30, size=5)
        np.testing.assert_array_equal(a, b)
        # as Gymnasium seeds it (gymnasium.utils.seeding.np_random)
        want = np.random.Generator(np.random.PCG64(np.random.SeedSequence(3))).integers(1 << 30, size=5)
        np.testing.assert_array_equal(a, want)
        self.assertEqual(env.np_random_seed, 3)
        env.reset(seed=4)
        self.assertFalse(np.array_equal(env.np_random.integers(1 << 30, size=5), a))
        env.reset(seed=[7, 8])
        c = env.np_random.integers(1 << 30, size=5)
        env.reset(seed=[7, 8])
        np.testing.assert_array_equal(env.np_random.integers(1 << 30, size=5), c)

    def test_state_option(self):
        env = self.make(3, opponent="random", seed=6)
        env.reset(seed=6)
        rng = np.random.default_rng(0)
        for _ in range(8):
            env.step(env.sample_legal(rng))
        snap = env.serialize(1)
        want_obs, want_info = env.restore(0, snap)
        want_obs = {k: v.copy() for k, v in want_obs.items()}
        for states in (snap, [snap, snap, snap]):
            with self.subTest(kind=type(states).__name__):
                obs, info = env.reset(options={"state": states, "other": 1})
                for i in range(3):
                    for k in want_obs:
                        np.testing.assert_array_equal(obs[k][i], want_obs[k], err_msg=k)
                    np.testing.assert_array_equal(info["action_mask"][i], want_info["action_mask"])
                    self.assertEqual(info["to_play"][i], want_info["to_play"])
                    self.assertEqual(info["num_options"][i], want_info["action_mask"].sum())
                np.testing.assert_array_equal(info["turn"], 0)  # a batch's turn: of games that ended
                np.testing.assert_array_equal(env.action_masks(), info["action_mask"].astype(bool))
        # None: a new game in that env
        obs, info = env.reset(options={"state": [None, snap, None]})
        np.testing.assert_array_equal(obs["cards"][1], want_obs["cards"])
        for i in (0, 2):
            self.assertFalse(np.array_equal(obs["cards"][i], want_obs["cards"]), "not a new game")
        env.step(env.sample_legal(rng))
        for bad, why in [({"state": "text"}, "bytes"), ({"state": [snap, snap]}, "3"),
                         ({"state": [snap, 5, snap]}, "bytes")]:
            with self.subTest(options=str(bad)[:30]):
                with self.assertRaises(ValueError) as cm:
                    env.reset(options=bad)
                self.assertIn(why, str(cm.exception))
        with self.assertRaises(ValueError):
            env.reset(seed=1, options={"state": snap})
        with self.assertRaises(lorcana.ServerError):  # not a snapshot
            env.reset(options={"state": b"junk"})
        env.step(env.sample_legal(rng))


if __name__ == "__main__":
    unittest.main()
