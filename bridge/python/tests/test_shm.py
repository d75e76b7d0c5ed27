"""The shared memory transport of the vector env: the same batches as the
socket's, bit for bit; the file removed on close and when the client dies;
a clear refusal where the hello did not agree on it."""

import os
import signal
import subprocess
import sys
import time
import unittest

import numpy as np

import lorcana
from tests import support


def setUpModule():
    support.server()


def tearDownModule():
    support.stop_server()


def wait_gone(path, timeout=10.0):
    deadline = time.monotonic() + timeout
    while os.path.exists(path):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True


class ShmTest(unittest.TestCase):
    def make(self, n=4, **kw):
        env = lorcana.LorcanaVectorEnv(n, address=support.server().address, **kw)
        self.addCleanup(env.close)
        return env

    def test_local_client_gets_shm(self):
        env = self.make(2)
        self.assertEqual(env.transport, "shm")
        self.assertIn("shm", env._client.conn.transports)

    def test_same_batches_as_socket(self):
        for kw in ({"compression": False}, {"compression": True}):
            if kw["compression"] and not lorcana.zstd_available():
                continue
            with self.subTest(**kw):
                self.same_batches(**kw)

    def same_batches(self, **kw):
        shm = self.make(5, seed=11, transport="shm", **kw)
        sock = self.make(5, seed=11, transport="socket", layout="dense", **kw)
        a = shm.reset(seed=4)
        b = sock.reset(seed=4)
        rng = np.random.default_rng(4)
        ended = 0
        for step in range(300):
            obs_a, info_a = a[-2], a[-1]
            obs_b, info_b = b[-2], b[-1]
            self.assertEqual(sorted(obs_a), sorted(obs_b))
            for k in obs_b:
                self.assertEqual(obs_a[k].dtype, obs_b[k].dtype, k)
                self.assertEqual(obs_a[k].tobytes(), obs_b[k].tobytes(), f"step {step}: obs {k}")
            self.assertEqual(sorted(info_a), sorted(info_b))
            for k in ("action_mask", "to_play", "rewards", "winner", "turn", "num_options"):
                self.assertEqual(info_a[k].dtype, info_b[k].dtype, k)
                self.assertEqual(info_a[k].tobytes(), info_b[k].tobytes(), f"step {step}: {k}")
            if len(a) == 5:  # a step: reward, terminated, truncated
                for x, y, name in zip(a[1:4], b[1:4], ("reward", "terminated", "truncated")):
                    self.assertEqual(x.dtype, y.dtype, name)
                    self.assertEqual(x.tobytes(), y.tobytes(), f"step {step}: {name}")
            if "final_obs" in info_b:
                ended += 1
                self.assertEqual(info_a["_final_obs"].tobytes(), info_b["_final_obs"].tobytes())
                for i in np.flatnonzero(info_b["_final_obs"]):
                    for k in info_b["final_obs"][i]:
                        self.assertEqual(info_a["final_obs"][i][k].tobytes(), info_b["final_obs"][i][k].tobytes(), k)
                for k in info_b["final_info"]:
                    self.assertEqual(info_a["final_info"][k].tobytes(), info_b["final_info"][k].tobytes(), k)
            act = sock.sample_legal(rng)
            a, b = shm.step(act), sock.step(act)
        self.assertGreater(ended, 0, "no game ended")

    def test_gym_same_as_socket(self):
        envs = []
        for tr in ("shm", "socket"):
            env = lorcana.LorcanaGymEnv(opponent="random", address=support.server().address, transport=tr)
            self.addCleanup(env.close)
            self.assertEqual(env.transport, tr)
            envs.append(env)
        shm, sock = envs
        a, b = shm.reset(seed=5), sock.reset(seed=5)
        first = a[0]["cards"]  # the array returned, not a copy of it
        kept = first.copy()
        rng = np.random.default_rng(5)
        games = 0
        for step in range(400):
            for k in b[0]:
                self.assertEqual(a[0][k].tobytes(), b[0][k].tobytes(), f"step {step}: obs {k}")
            self.assertEqual(a[-1]["action_mask"].tobytes(), b[-1]["action_mask"].tobytes())
            self.assertEqual(a[-1]["rewards"].tobytes(), b[-1]["rewards"].tobytes())
            for k in ("turn", "to_play", "winner"):
                self.assertEqual(a[-1][k], b[-1][k], k)
            self.assertEqual(a[1:-1], b[1:-1])  # reward, terminated, truncated
            if len(a) == 5 and (a[2] or a[3]):
                games += 1
                a, b = shm.reset(), sock.reset()
            else:
                act = support.pick(rng, b[-1]["action_mask"])
                a, b = shm.step(act), sock.step(act)
        self.assertGreater(games, 0)
        # copies by default: what reset returned is as it was
        self.assertTrue(first.flags.writeable)
        np.testing.assert_array_equal(first, kept)

    def test_aec_same_as_socket(self):
        envs = []
        for tr in ("shm", "socket"):
            env = lorcana.LorcanaAECEnv(address=support.server().address, transport=tr)
            self.addCleanup(env.close)
            envs.append(env)
        shm, sock = envs
        self.assertIsNotNone(shm._shm)
        self.assertIsNone(sock._shm)
        shm.reset(seed=6)
        sock.reset(seed=6)
        rng = np.random.default_rng(6)
        kept, games = None, 0
        for step in range(500):
            self.assertEqual(shm.agent_selection, sock.agent_selection)
            a, b = shm.last(), sock.last()
            for k in b[0]["observation"]:
                self.assertEqual(a[0]["observation"][k].tobytes(), b[0]["observation"][k].tobytes(),
                                 f"step {step}: {k}")
            self.assertEqual(a[0]["action_mask"].tobytes(), b[0]["action_mask"].tobytes())
            self.assertEqual(a[1:4], b[1:4])  # reward, termination, truncation
            if kept is None:
                kept = (a[0]["observation"]["cards"], a[0]["observation"]["cards"].copy())
            if b[2] or b[3]:
                games += 1
                shm.reset()
                sock.reset()
                continue
            act = support.pick(rng, b[0]["action_mask"])
            shm.step(act)
            sock.step(act)
        self.assertGreater(games, 0)
        np.testing.assert_array_equal(kept[0], kept[1])  # observations are copies

    def test_views_and_copies(self):
        view = self.make(3, seed=2, transport="shm")
        copied = self.make(3, seed=2, transport="shm", copy=True)
        ov, _ = view.reset(seed=1)
        oc, _ = copied.reset(seed=1)
        self.assertFalse(ov["cards"].flags.writeable)
        self.assertTrue(oc["cards"].flags.writeable)
        first = oc["cards"].copy()
        rng = np.random.default_rng(1)
        for _ in range(5):
            act = view.sample_legal(rng)
            ov2, *_ = view.step(act)
            oc2, *_ = copied.step(act)
        self.assertIs(ov2["cards"], ov["cards"])  # the same memory, overwritten
        np.testing.assert_array_equal(oc["cards"], first)  # a copy is kept as it was
        np.testing.assert_array_equal(ov2["cards"], oc2["cards"])

    def test_file_removed_after_close(self):
        env = self.make(2, transport="shm")
        path = env._shm.path
        env.close()
        self.assertTrue(wait_gone(path), f"{path} left after close")

    def test_file_removed_when_client_dies(self):
        # A client that makes a shm env and then hangs, before any other
        # request: the file is still there until the client is killed.
        code = ("import sys, time, lorcana\n"
                "env = lorcana.LorcanaVectorEnv(2, address=sys.argv[1], transport='shm')\n"
                "print(env._shm.path, flush=True)\n"
                "time.sleep(60)\n")
        pypath = os.pathsep.join(p for p in (os.path.dirname(os.path.dirname(lorcana.__file__)),
                                             os.environ.get("PYTHONPATH")) if p)
        child = subprocess.Popen([sys.executable, "-c", code, support.server().address],
                                 stdout=subprocess.PIPE, env={**os.environ, "PYTHONPATH": pypath})
        try:
            path = child.stdout.readline().decode().strip()
            self.assertTrue(path and os.path.exists(path), f"no shm file {path!r}")
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait()
            child.stdout.close()
        self.assertTrue(wait_gone(path), f"{path} left after the client died")

    def test_refused_without_agreement(self):
        c = lorcana.Client(support.server().address, shm=False)
        self.addCleanup(c.close)
        self.assertEqual(c.conn.transports, ["socket"])
        with self.assertRaises(lorcana.ServerError) as cm:
            lorcana.LorcanaVectorEnv(2, client=c, transport="shm")
        self.assertEqual(cm.exception.code, "bad_request")
        self.assertIn("not agreed", str(cm.exception))
        env = lorcana.LorcanaVectorEnv(2, client=c)  # the default falls back to the socket
        self.addCleanup(env.close)
        self.assertEqual(env.transport, "socket")
        env.reset(seed=1)
        env.step(env.sample_legal())

    def test_compression_default_is_off_on_this_machine(self):
        from lorcana.protocol import is_local, parse_address
        cases = [("unix:/tmp/x", True), ("127.0.0.1:7777", True), ("[::1]:7777", True),
                 ("localhost:7777", True), ("192.0.2.7:7777", False), ("example.org:7777", False)]
        for address, local in cases:
            self.assertEqual(is_local(*parse_address(address)), local, address)
        c = lorcana.Client(support.server().address)
        self.addCleanup(c.close)
        self.assertEqual(c.conn.compression, "none")

    def test_bad_transport(self):
        with self.assertRaises(ValueError):
            lorcana.LorcanaVectorEnv(2, address=support.server().address, transport="pigeon")


if __name__ == "__main__":
    unittest.main()
