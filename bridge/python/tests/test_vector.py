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
            self.assertEqual(list(np.flatnonzero(done)), list(info["final_envs"]))
            if done.any():
                self.assertEqual(info["final_obs"]["cards"].shape[0], int(done.sum()))
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
            if len(idn["final_envs"]):
                ended += 1
                for k in idn["final_obs"]:
                    np.testing.assert_array_equal(idn["final_obs"][k], ipk["final_obs"][k], err_msg=k)
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


if __name__ == "__main__":
    unittest.main()
