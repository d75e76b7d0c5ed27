"""lorcana.distributed: an evaluation, a ladder and a fuzz run played as
ranges of games on a real Dask LocalCluster of two worker processes equal
the single run, number for number (a ladder's file byte for byte), also
when a worker is killed mid-run; servers started for workers listen on
loopback with a token unless told otherwise. The cluster tests skip without
Dask's distributed package (Debian: python3-distributed)."""

import contextlib
import io
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
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
# A ladder of 24 games (3 pairs of agents, 4 deck pairings, 2 seats), and
# a slow one of 32 (1 pair, 4 rounds).
LADDER = ["--agents", "random,greedy,ismcts:4:random:1", "--rounds", "1", "--seed", "5", "--plot", ""]
SLOW_LADDER = ["--agents", "random,ismcts:5", "--rounds", "4", "--seed", "3", "--plot", ""]
FUZZ = ["--games", "12", "--seed", "4", "--turn-limit", "10"]
# 8 pods of 2 seats: 4 pairs of pods.
DRAFT_EVAL = ["--a", "heuristic", "--b", "random", "--pods", "8", "--seats", "2", "--games", "2",
              "--player", "random", "--set", "5", "--seed", "3"]


def single_run(args, command="eval"):
    """What lorcana COMMAND ARGS prints on one machine."""
    r = subprocess.run([lorcana.find_binary(), *command.split(), *args], capture_output=True, text=True, check=True)
    return r.stdout


def untimed(out):
    """A fuzz report without its time (the JSON's seconds, the text's timing)."""
    if out.startswith("{"):
        d = json.loads(out)
        del d["seconds"]
        return d
    return re.sub(r"(?m)^(\d+ games, \d+ decisions) in .*$", r"\1", out)


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
        self.assertEqual(ld.games_of(LADDER + ["--file", "/nonexistent/l.json"], command="ladder"), 24)
        self.assertEqual(ld.plan("ladder", LADDER + ["--file", "/nonexistent/l.json"])["file"], "/nonexistent/l.json")
        self.assertEqual(ld.games_of(FUZZ, command="fuzz"), 12)
        self.assertEqual(ld.games_of(DRAFT_EVAL, command="draft-eval"), 4)
        with self.assertRaisesRegex(LorcanaError, "no command 'bench'"):
            ld.games_of([], command="bench")


class StartServerTest(unittest.TestCase):
    """Servers for workers: loopback and a token unless the operator says."""

    @staticmethod
    def listening(port):
        """The local addresses (hex, as /proc/net/tcp* writes them) of the
        sockets listening on port."""
        out = []
        for name in ("/proc/net/tcp", "/proc/net/tcp6"):
            try:
                with open(name) as f:
                    rows = f.read().splitlines()[1:]
            except OSError:
                continue
            for row in rows:
                local, state = row.split()[1], row.split()[3]
                addr, p = local.rsplit(":", 1)
                if state == "0A" and int(p, 16) == port:  # LISTEN
                    out.append(addr)
        return out

    def check(self, srv, host_hex):
        host, port = srv.address.rsplit(":", 1)
        if os.path.exists("/proc/net/tcp"):
            self.assertEqual(self.listening(int(port)), [host_hex], "the server listens only where it was told")
        self.assertTrue(srv.token)
        with self.assertRaises(LorcanaError):  # no token: refused
            lorcana.Client(srv.address, timeout=10).close()
        c = lorcana.Client(srv.address, token=srv.token, timeout=10)
        try:
            self.assertTrue(c.conn.hello)
        finally:
            c.close()

    def test_loopback_and_token_by_default(self):
        srv = ld.start_server()
        try:
            self.assertTrue(srv.address.startswith("127.0.0.1:"), srv.address)
            self.assertNotEqual(srv.address, "127.0.0.1:0")
            self.check(srv, "0100007F")
        finally:
            srv.close()
        self.assertFalse(srv.alive)

    def test_where_the_operator_says(self):
        srv = ld.start_server(host="127.0.0.2", token="a-token-of-the-operators")
        try:
            self.assertTrue(srv.address.startswith("127.0.0.2:"), srv.address)
            self.assertEqual(srv.token, "a-token-of-the-operators")
            self.check(srv, "0200007F")
        finally:
            srv.close()
        with self.assertRaisesRegex(LorcanaError, "give a host"):
            ld.start_server(host=" ")


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

    @unittest.skipUnless(os.path.exists("/proc/net/tcp"), "no /proc/net/tcp")
    def test_nothing_listens_beyond_loopback(self):
        info = self.client.scheduler_info()
        addrs = [info["address"], *info["workers"]]
        self.assertEqual(len(addrs), 3)
        for a in addrs:
            self.assertTrue(a.startswith("tcp://127.0.0.1:"), a)
        # Every socket this process (scheduler, nannies) and the worker
        # processes listen on, dashboard and all, is on loopback.
        pids = [os.getpid(), *self.client.run(os.getpid).values()]
        inodes = set()
        for pid in pids:
            for fd in os.listdir(f"/proc/{pid}/fd"):
                try:
                    link = os.readlink(f"/proc/{pid}/fd/{fd}")
                except OSError:
                    continue
                if link.startswith("socket:["):
                    inodes.add(link[8:-1])
        seen = []
        for name in ("/proc/net/tcp", "/proc/net/tcp6"):
            if not os.path.exists(name):
                continue
            with open(name) as f:
                for row in f.read().splitlines()[1:]:
                    cols = row.split()
                    if cols[3] == "0A" and cols[9] in inodes:  # LISTEN, ours
                        addr = cols[1].rsplit(":", 1)[0]
                        seen.append(addr)
                        loopback = addr.endswith("7F") if len(addr) == 8 else addr in (
                            "00000000000000000000000001000000", "0000000000000000FFFF00000100007F")
                        self.assertTrue(loopback, f"{name}: a socket listens on {cols[1]}")
        self.assertGreaterEqual(len(seen), 3, "the scheduler's and the workers' sockets were found")

    def test_ladder_file_byte_identical(self):
        with tempfile.TemporaryDirectory(prefix="lorcana-ladder-") as d:
            one, dask = os.path.join(d, "one.json"), os.path.join(d, "dask.json")
            # A new ladder, then the same extended by an agent (the file
            # goes to the workers, which play only the games it lacks).
            for agents, played in (("random,greedy", 8), ("random,greedy,ismcts:4:random:1", 16)):
                args = LADDER[:1] + [agents] + LADDER[2:]
                want = single_run(args + ["--file", one], "ladder")
                res = ld.ladder(args + ["--file", dask], self.client, parts=5)
                with open(one, "rb") as f1, open(dask, "rb") as f2:
                    self.assertEqual(f2.read(), f1.read(), f"{agents}: the ladder files differ")
                self.assertEqual(res.output, want.replace(one, dask))
                self.assertIn(f"({played} played now)", res.output)
                self.assertEqual(res.games, played)
                self.assertEqual(len(res.workers), 2, "both workers played")
            # Nothing left to play: the file and the table as they were.
            with open(dask, "rb") as f:
                before = f.read()
            res = ld.ladder(args + ["--file", dask, "--json"], self.client)
            self.assertEqual((res.games, res.ranges, res.json()["played"], res.json()["games"]), (0, [], 0, 24))
            with open(dask, "rb") as f:
                self.assertEqual(f.read(), before)

    def test_fuzz_equals_single_run(self):
        for extra in (["--json"], []):
            want = single_run(FUZZ + extra, "fuzz")
            res = ld.fuzz(FUZZ + extra, self.client, parts=5)
            self.assertEqual(res.returncode, 0, res.stderr)
            self.assertEqual(untimed(res.output), untimed(want))
            self.assertEqual((res.games, len(res.ranges), len(res.workers)), (12, 5, 2))
        self.assertEqual(res.json()["games"] if extra else 12, 12)

    def test_draft_eval_equals_single_run(self):
        for extra in (["--json"], []):
            want = single_run(DRAFT_EVAL + extra, "draft eval")
            res = ld.draft_eval(DRAFT_EVAL + extra, self.client, parts=3)
            self.assertEqual(res.output, want)
            self.assertEqual((res.games, len(res.ranges), len(res.workers)), (4, 3, 2))

    def test_fuzz_command_line(self):
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = ld.main(["fuzz", "--scheduler", self.cluster.scheduler_address, "--parts", "3", "--", *FUZZ, "--json"])
        self.assertEqual(code, 0, err.getvalue())
        self.assertEqual(untimed(out.getvalue()), untimed(single_run(FUZZ + ["--json"], "fuzz")))
        self.assertIn("12 games in 3 ranges", err.getvalue())


@unittest.skipUnless(HAVE_DASK, "no dask distributed (apt-get install python3-distributed)")
@unittest.skipIf("--stand-ins" in sys.argv[1:], "the cluster tests run once, in the run with the real libraries")
class WorkerKilledTest(unittest.TestCase):
    """A worker killed mid-run: each test on a cluster of its own, so that
    none waits for the nanny to bring back a worker another test killed
    (slow on a loaded machine)."""

    def setUp(self):
        from distributed import Client
        self.cluster = ld.local_cluster(2)
        self.client = Client(self.cluster)

    def tearDown(self):
        self.client.close()
        self.cluster.close()

    def kill_a_worker_during(self, prefix, play):
        """Runs play() while killing (SIGKILL) the worker of the first task
        whose key starts with prefix seen running; returns its result."""
        pids = self.client.run(os.getpid)  # worker address -> process id
        out, killed = {}, []

        def go():
            try:
                out["run"] = play()
            except Exception as e:  # noqa: BLE001 - reported below
                out["error"] = e

        t = threading.Thread(target=go)
        t.start()
        deadline = time.time() + 20
        while not killed and time.time() < deadline and t.is_alive():
            for addr, keys in self.client.processing().items():
                if any(str(k).startswith(prefix) for k in keys) and addr in pids:
                    os.kill(pids[addr], signal.SIGKILL)
                    killed.append(addr)
                    break
            time.sleep(0.005)
        t.join(120)
        self.assertTrue(killed, "no task was seen running to kill its worker")
        self.assertNotIn("error", out, out.get("error"))
        return out["run"]

    def test_worker_killed_mid_run(self):
        want = single_run(SLOW + ["--json"])
        run = self.kill_a_worker_during("lorcana-eval-", lambda: ld.evaluate(SLOW + ["--json"], self.client, parts=8))
        self.assertEqual(run.output, want)
        self.assertEqual(json.loads(run.output)["total"]["games"], 32)

    def test_worker_killed_mid_ladder(self):
        with tempfile.TemporaryDirectory(prefix="lorcana-ladder-") as d:
            one, dask = os.path.join(d, "one.json"), os.path.join(d, "dask.json")
            want = single_run(SLOW_LADDER + ["--file", one], "ladder")
            run = self.kill_a_worker_during(
                "lorcana-ladder-", lambda: ld.ladder(SLOW_LADDER + ["--file", dask], self.client, parts=8))
            with open(one, "rb") as f1, open(dask, "rb") as f2:
                self.assertEqual(f2.read(), f1.read(), "the ladder files differ")
            self.assertEqual(run.output, want.replace(one, dask))
            self.assertIn("32 games (32 played now)", run.output)


if __name__ == "__main__":
    unittest.main()
