"""DaskVectorEnv on a real Dask LocalCluster of two worker processes: the
same observations, rewards and infos as LorcanaVectorEnv for the same seeds
and actions, step by step; a worker killed gives WorkerLost, not a hang.
Skipped without Dask's distributed package (Debian: python3-distributed)."""

import os
import signal
import sys
import time
import unittest

import numpy as np

import lorcana
from lorcana.errors import LorcanaError, ServerError, WorkerLost

try:
    import distributed  # noqa: F401
    HAVE_DASK = True
except ImportError:
    HAVE_DASK = False

if HAVE_DASK:
    from lorcana import distributed as ld
    from lorcana.dask_vector import DaskVectorEnv


def assert_same_info(t, got, want, where):
    t.assertEqual(sorted(got), sorted(want), where)
    for k, v in want.items():
        if k == "final_obs":
            for i, row in enumerate(v):
                if row is None:
                    t.assertIsNone(got[k][i], (where, k, i))
                    continue
                for f, arr in row.items():
                    np.testing.assert_array_equal(got[k][i][f], arr, err_msg=f"{where} final_obs[{i}][{f}]")
        elif k == "final_info":
            t.assertEqual(sorted(got[k]), sorted(v), where)
            for f, arr in v.items():
                np.testing.assert_array_equal(got[k][f], arr, err_msg=f"{where} final_info[{f}]")
        else:
            np.testing.assert_array_equal(got[k], v, err_msg=f"{where} info[{k}]")


@unittest.skipUnless(HAVE_DASK, "no dask distributed (apt-get install python3-distributed)")
@unittest.skipIf("--stand-ins" in sys.argv[1:], "the cluster tests run once, in the run with the real libraries")
class DaskVectorEnvTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        from distributed import Client
        cls.cluster = ld.local_cluster(2)
        cls.client = Client(cls.cluster)

    @classmethod
    def tearDownClass(cls):
        cls.client.close()
        cls.cluster.close()

    def pair(self, n, **kw):
        d = DaskVectorEnv(n, client=self.client, **kw)
        self.addCleanup(d.close)
        v = lorcana.LorcanaVectorEnv(n, **kw)
        self.addCleanup(v.close)
        return d, v

    def run_same(self, d, v, first, steps, rng):
        """Steps both with the same random legal actions, checking every
        array; returns the games that ended."""
        (od, idd), (ov, iv) = first
        ends = 0
        for step in range(steps):
            where = f"step {step}"
            self.assertEqual(sorted(od), sorted(ov))
            for k, arr in ov.items():
                np.testing.assert_array_equal(od[k], arr, err_msg=f"{where} obs[{k}]")
            assert_same_info(self, idd, iv, where)
            a = v.sample_legal(rng)
            ov, rv, tv, uv, iv = v.step(a)
            od, rd, td, ud, idd = d.step(a)
            for name, x, y in (("reward", rd, rv), ("terminated", td, tv), ("truncated", ud, uv)):
                np.testing.assert_array_equal(x, y, err_msg=f"{where} {name}")
            ends += int(tv.sum() + uv.sum())
        return ends

    def test_same_as_local_vector_env(self):
        d, v = self.pair(5, seed=9)
        self.assertEqual(d.transport, "dask")
        self.assertEqual([r for r, _ in d.slices_at], [(0, 2), (2, 5)])
        self.assertEqual(len({w for _, w in d.slices_at}), 2, "both workers hold a slice")
        self.assertEqual(d.observation_space.shape if hasattr(d.observation_space, "shape") else None,
                         v.observation_space.shape if hasattr(v.observation_space, "shape") else None)
        rng = np.random.default_rng(4)
        ends = self.run_same(d, v, (d.reset(), v.reset()), 300, rng)
        self.assertGreater(ends, 0, "no game ended: the autoreset games are untested")
        # Reseeded, and one seed per env: the same games again.
        ends += self.run_same(d, v, (d.reset(seed=123), v.reset(seed=123)), 30, rng)
        seeds = [7, 7, 1, 2, 3]
        self.run_same(d, v, (d.reset(seed=seeds), v.reset(seed=seeds)), 30, rng)
        self.assertEqual(d.np_random_seed, v.np_random_seed)

    def test_single_agent_and_slices(self):
        # Three slices on two workers, against a built-in opponent.
        kw = dict(opponent="random", seed=2)
        d = DaskVectorEnv(3, client=self.client, slices=3, **kw)
        self.addCleanup(d.close)
        v = lorcana.LorcanaVectorEnv(3, **kw)
        self.addCleanup(v.close)
        self.assertEqual([r for r, _ in d.slices_at], [(0, 1), (1, 2), (2, 3)])
        self.run_same(d, v, (d.reset(), v.reset()), 20, np.random.default_rng(1))

    def test_illegal_action_steps_nothing(self):
        d, v = self.pair(4, seed=3)
        first = d.reset(), v.reset()
        bad = np.zeros(4, dtype=np.int32)
        bad[3] = 127
        with self.assertRaises(ServerError) as cm:
            d.step(bad)
        self.assertEqual(cm.exception.code, "illegal_action")
        with self.assertRaises(ValueError):
            d.step(np.zeros(3, dtype=np.int32))
        self.run_same(d, v, first, 5, np.random.default_rng(2))  # nothing was stepped
        with self.assertRaisesRegex(LorcanaError, "without step_async"):
            d.step_wait()
        a = v.sample_legal(np.random.default_rng(5))
        d.step_async(a)
        with self.assertRaisesRegex(LorcanaError, "step_wait first"):
            d.step_async(a)
        with self.assertRaisesRegex(LorcanaError, "step_wait first"):
            d.render(0)
        od = d.step_wait()[0]
        for k, arr in v.step(a)[0].items():
            np.testing.assert_array_equal(od[k], arr, err_msg=k)

    def test_serialize_restore_render(self):
        d, v = self.pair(4, seed=6)
        rng = np.random.default_rng(3)
        self.run_same(d, v, (d.reset(), v.reset()), 20, rng)
        state = d.serialize(3)  # on the second worker
        self.assertEqual(state, v.serialize(3))
        od, _ = d.restore(0, state)  # into the first
        ov, _ = v.restore(0, state)
        for k, arr in ov.items():
            np.testing.assert_array_equal(od[k], arr, err_msg=k)
        self.assertEqual(d.render(0), v.render(0))
        self.assertEqual(d.legal_options(2), v.legal_options(2))
        with self.assertRaises(ValueError):
            d.render(4)

    def test_servers_listen_where_told_with_a_token(self):
        d = DaskVectorEnv(2, client=self.client, seed=1)
        self.addCleanup(d.close)
        _, addr = d._actors[0].where().result()
        self.assertTrue(addr.startswith("unix:"), addr)
        d = DaskVectorEnv(2, client=self.client, seed=1, host="127.0.0.1")
        self.addCleanup(d.close)
        worker, addr = d._actors[1].where().result()
        self.assertEqual(worker, d.slices_at[1][1])
        self.assertTrue(addr.startswith("127.0.0.1:"), addr)
        with self.assertRaises(LorcanaError):  # no token: refused
            lorcana.Client(addr, timeout=10)
        d.reset(seed=4)

    def test_direct_same_as_local_vector_env(self):
        with self.assertRaisesRegex(ValueError, "needs host"):
            DaskVectorEnv(2, client=self.client, direct=True)
        v = lorcana.LorcanaVectorEnv(5, seed=9)
        self.addCleanup(v.close)
        d = DaskVectorEnv(5, client=self.client, seed=9, host="127.0.0.1", direct=True)
        self.addCleanup(d.close)
        self.assertEqual(d.transport, "direct")
        rng = np.random.default_rng(4)
        self.assertGreater(self.run_same(d, v, (d.reset(), v.reset()), 150, rng), 0)
        state = d.serialize(3)
        np.testing.assert_array_equal(d.restore(1, state)[0]["cards"], v.restore(1, state)[0]["cards"])
        self.assertEqual(d.render(1), v.render(1))

    def test_bad_arguments(self):
        with self.assertRaises(ValueError):
            DaskVectorEnv(0, client=self.client)
        with self.assertRaises(ServerError):
            DaskVectorEnv(2, client=self.client, variant="no-such-variant")


@unittest.skipUnless(HAVE_DASK, "no dask distributed (apt-get install python3-distributed)")
@unittest.skipIf("--stand-ins" in sys.argv[1:], "the cluster tests run once, in the run with the real libraries")
class WorkerLostTest(unittest.TestCase):
    """Workers killed under a DaskVectorEnv, on a cluster of three of its
    own (the others' cluster keeps both its workers)."""

    @classmethod
    def setUpClass(cls):
        import dask
        from distributed import Client
        # A dead worker's address is retried until this timeout (30 s by
        # default) before Dask gives up on it.
        cls.config = dask.config.set({"distributed.comm.timeouts.connect": "5s"})
        cls.cluster = ld.local_cluster(3)
        cls.client = Client(cls.cluster)

    @classmethod
    def tearDownClass(cls):
        cls.client.close()
        cls.cluster.close()
        cls.config.__exit__(None, None, None)

    def kill_a_worker(self, d):
        """Kills the worker of d's second slice, steps until WorkerLost and
        returns that worker's address."""
        (lo, hi), worker = d.slices_at[1]
        pid = self.client.run(os.getpid, workers=[worker])[worker]
        os.kill(pid, signal.SIGKILL)
        t = time.monotonic()
        with self.assertRaises(WorkerLost) as cm:
            # The first steps after the kill may still reach it (on a loaded
            # machine, for a while): step until the loss shows, 25 s at most.
            while time.monotonic() - t < 25:
                d.step(d.sample_legal(np.random.default_rng(0)))
        self.assertLess(time.monotonic() - t, 30)
        self.assertEqual(cm.exception.worker, worker)
        self.assertEqual(cm.exception.envs, (lo, hi))
        self.assertIn("make a new DaskVectorEnv", str(cm.exception))
        with self.assertRaisesRegex(LorcanaError, "closed"):
            d.step(np.zeros(d.num_envs, dtype=np.int32))
        d.close()
        return worker

    def test_worker_lost(self):
        alive = sorted(self.client.scheduler_info()["workers"])
        for kw in ({}, {"host": "worker", "direct": True}):  # "worker": each its own Dask address's host
            d = DaskVectorEnv(4, client=self.client, workers=alive, seed=8, timeout=30, **kw)
            d.reset()
            d.step(d.sample_legal(np.random.default_rng(0)))
            alive.remove(self.kill_a_worker(d))
        # A new env on the worker left starts the same games.
        d = DaskVectorEnv(4, client=self.client, workers=alive, seed=8)
        self.addCleanup(d.close)
        v = lorcana.LorcanaVectorEnv(4, seed=8)
        self.addCleanup(v.close)
        DaskVectorEnvTest.run_same(self, d, v, (d.reset(), v.reset()), 3, np.random.default_rng(0))


if __name__ == "__main__":
    unittest.main()
