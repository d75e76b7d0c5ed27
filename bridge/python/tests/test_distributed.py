"""lorcana.distributed: an evaluation played as ranges of games on a real
Dask LocalCluster of two worker processes equals the single run, number for
number, also when a worker is killed mid-run. Skipped without Dask's
distributed package (Debian: python3-distributed)."""

import contextlib
import io
import json
import os
import signal
import subprocess
import sys
import threading
import time
import unittest

import lorcana
from lorcana import distributed as ld
from lorcana.errors import LorcanaError

try:
    import distributed  # noqa: F401
    HAVE_DASK = True
except ImportError:
    HAVE_DASK = False

SMALL = ["--agent", "random", "--vs", "random", "--games", "40", "--seed", "7"]
# A search agent: tasks of a tenth of a second or so, in flight long enough
# for the test to see one and kill its worker.
SLOW = ["--agent", "ismcts:5", "--vs", "random", "--games", "32", "--seed", "3"]


def single_run(args):
    """What lorcana eval ARGS prints on one machine."""
    r = subprocess.run([lorcana.find_binary(), "eval", *args], capture_output=True, text=True, check=True)
    return r.stdout


class RangesTest(unittest.TestCase):
    def test_cover_once_evenly(self):
        for games, parts in [(40, 8), (40, 3), (5, 8), (1, 1), (16, 16), (17, 4)]:
            cut = ld.ranges(games, parts)
            self.assertEqual(cut[0][0], 0)
            self.assertEqual(cut[-1][1], games)
            for (_, b), (c, _) in zip(cut, cut[1:]):
                self.assertEqual(b, c)
            sizes = [b - a for a, b in cut]
            self.assertLessEqual(max(sizes) - min(sizes), 1, (games, parts, cut))
            self.assertGreater(min(sizes), 0)

    def test_games_of_and_bad_flags(self):
        self.assertEqual(ld.games_of(SMALL), 40)
        self.assertEqual(ld.games_of(["--agent", "random", "--vs", "random", "--games", "5"]), 8)  # 4 pairings, 2 seats
        with self.assertRaisesRegex(LorcanaError, "--decks"):
            ld.games_of(["--agent", "random", "--decks", "no-such-deck"])
        with self.assertRaisesRegex(LorcanaError, "sets --threads itself"):
            ld.games_of(["--threads", "4"])


@unittest.skipUnless(HAVE_DASK, "no dask distributed (apt-get install python3-distributed)")
@unittest.skipIf("--stand-ins" in sys.argv[1:], "the cluster tests run once, in the run with the real libraries")
class LocalClusterTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        from distributed import Client
        cls.cluster = ld.local_cluster(2)
        cls.client = Client(cls.cluster)

    @classmethod
    def tearDownClass(cls):
        cls.client.close()
        cls.cluster.close()

    def test_equals_single_run(self):
        for extra in (["--json"], []):
            args = SMALL + extra
            run = ld.evaluate(args, self.client, parts=8)
            self.assertEqual(run.output, single_run(args))
            self.assertEqual(run.games, 40)
            self.assertEqual(len(run.ranges), 8)
            self.assertEqual(len(run.workers), 2, "both workers played")
        self.assertEqual(run.output.count("\n"), single_run(SMALL).count("\n"))
        total = ld.evaluate(SMALL + ["--json"], self.client, parts=3).json()["total"]
        self.assertEqual(total["games"], 40)
        self.assertEqual(total["wins"] + total["losses"] + total["draws"], 40)

    def test_command_line(self):
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = ld.main(["eval", "--scheduler", self.cluster.scheduler_address, "--parts", "5", "--", *SMALL])
        self.assertEqual(code, 0, err.getvalue())
        self.assertEqual(out.getvalue(), single_run(SMALL))
        self.assertIn("40 games in 5 ranges", err.getvalue())
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = ld.main(["eval", "--scheduler", self.cluster.scheduler_address, "--", "--games-to", "3"])
        self.assertEqual(code, 1)
        self.assertIn("sets --games-to itself", err.getvalue())



@unittest.skipUnless(HAVE_DASK, "no dask distributed (apt-get install python3-distributed)")
@unittest.skipIf("--stand-ins" in sys.argv[1:], "the cluster tests run once, in the run with the real libraries")
class WorkerLostTest(unittest.TestCase):
    """A cluster of its own: the worker it kills may take its time to come
    back on a loaded machine, and no other test waits for it."""

    @classmethod
    def setUpClass(cls):
        from distributed import Client
        cls.cluster = ld.local_cluster(2)
        cls.client = Client(cls.cluster)

    @classmethod
    def tearDownClass(cls):
        cls.client.close()
        cls.cluster.close()

    def test_worker_killed_mid_run(self):
        want = single_run(SLOW + ["--json"])
        pids = self.client.run(os.getpid)  # worker address -> process id
        out, killed = {}, []

        def play():
            try:
                out["run"] = ld.evaluate(SLOW + ["--json"], self.client, parts=8)
            except Exception as e:  # noqa: BLE001 - reported below
                out["error"] = e

        t = threading.Thread(target=play)
        t.start()
        deadline = time.time() + 20
        while not killed and time.time() < deadline and t.is_alive():
            for addr, keys in self.client.processing().items():
                if any(str(k).startswith("lorcana-eval-") for k in keys) and addr in pids:
                    os.kill(pids[addr], signal.SIGKILL)
                    killed.append(addr)
                    break
            time.sleep(0.005)
        t.join(120)
        self.assertTrue(killed, "no task was seen running to kill its worker")
        self.assertNotIn("error", out, out.get("error"))
        run = out["run"]
        self.assertEqual(run.output, want)
        self.assertEqual(json.loads(run.output)["total"]["games"], 32)


if __name__ == "__main__":
    unittest.main()
