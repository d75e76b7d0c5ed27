"""Steps per second of the bridge from Python beside the same workload in
Go in process: a single env (the Gym API and a vector env of one) and
vector envs of 64 and 256, over the socket and over shared memory, with
and without zstd. Every step takes a uniformly random legal action in
every env; finished games reset in the same step.

    PYTHONPATH=bridge/python python3 examples/bench_bridge.py [--seconds 2] [--repeat 3]

For each env count it runs `lorcana bench --env --envs N` (the in-process
env.Env for 1, env.VecEnv for more, observations encoded into the same
arrays the bridge hands over) and then the Python runs, back to back,
--repeat times, and prints the median of each figure and of its ratio to
the Go figure of the same repetition. Besides wall-clock steps/s it gives
steps per CPU second (client and server process together, from /proc, on
Linux), which a machine busy with other work disturbs less. The Go side
of the bridge alone: go test ./bridge -run XXX -bench 'Shm|GoClient|InProcess'.
"""

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "bridge", "python"))
import lorcana  # noqa: E402


def process_cpu(pid):
    """CPU seconds used by process pid so far (Linux), or None."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rpartition(")")[2].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


class Clock:
    """Wall and CPU time (this process and the server's) of a run."""

    def __init__(self, server_pid):
        self.pid = server_pid

    def __enter__(self):
        self.wall, self.cpu, self.scpu = time.perf_counter(), time.process_time(), process_cpu(self.pid)
        return self

    def stop(self, steps):
        wall = time.perf_counter() - self.wall
        cpu = time.process_time() - self.cpu
        scpu = process_cpu(self.pid)
        per_cpu = None
        if scpu is not None and self.scpu is not None and cpu + scpu - self.scpu > 0:
            per_cpu = steps / (cpu + scpu - self.scpu)
        return steps / wall, per_cpu

    def __exit__(self, *exc):
        return False


def bench_gym(address, compression, seconds, transport, pid):
    # no opponent: every step is one decision, as in the vector envs
    env = lorcana.LorcanaGymEnv(opponent=None, address=address, compression=compression, layout="dense",
                                transport=transport)
    try:
        if env.transport != transport:
            raise SystemExit(f"asked for the {transport} transport, got {env.transport}")
        rng = np.random.default_rng(0)
        obs, info = env.reset(seed=1)
        steps = 0
        with Clock(pid) as c:
            while time.perf_counter() - c.wall < seconds:
                legal = np.flatnonzero(info["action_mask"])
                obs, r, term, trunc, info = env.step(int(legal[rng.integers(len(legal))]))
                steps += 1
                if term or trunc:
                    obs, info = env.reset()
            return c.stop(steps)
    finally:
        env.close()


def bench_vector(address, n, compression, seconds, transport, layout, pid):
    env = lorcana.LorcanaVectorEnv(n, address=address, compression=compression, seed=1,
                                   transport=transport, layout=layout)
    try:
        if env.transport != transport:
            raise SystemExit(f"asked for the {transport} transport, got {env.transport}")
        rng = np.random.default_rng(0)
        env.reset()
        steps = 0
        with Clock(pid) as c:
            while time.perf_counter() - c.wall < seconds:
                env.step(env.sample_legal(rng))
                steps += n
            return c.stop(steps)
    finally:
        env.close()


def bench_go(binary, n, seconds):
    """(env steps/s, per CPU second) of `lorcana bench --env` for n envs."""
    steps = max(20000, int(seconds * 150000))
    out = subprocess.run([binary, "bench", "--env", "--envs", str(n), "--steps", str(steps), "--json"],
                         check=True, capture_output=True, text=True).stdout
    run = json.loads(out)["runs"][0]
    return run["env_steps_per_sec"], run["env_steps_per_cpu_sec"]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    ap.add_argument("--repeat", type=int, default=3, help="repetitions (medians are reported)")
    ap.add_argument("--address", help="a running server (default: start one; needed for CPU figures)")
    ap.add_argument("--envs", default="1,64,256", help="env counts to measure")
    ap.add_argument("--json", action="store_true", help="print a JSON list of the rows")
    ap.add_argument("--layout", choices=["packed", "dense"], default="packed",
                    help="observation layout of the vector envs on the socket")
    a = ap.parse_args()
    binary = lorcana.find_binary()
    server = None if a.address else lorcana.LocalServer(binary)
    address = a.address or server.address
    pid = server.proc.pid if server else None
    zstd = [False, True] if lorcana.zstd_available() else [False]
    runs = {}  # (api, envs, transport, zstd) -> [(steps/s, per cpu s, go steps/s, go per cpu s)]
    try:
        for n in (int(x) for x in a.envs.split(",")):
            for _ in range(a.repeat):
                go = bench_go(binary, n, a.seconds)
                runs.setdefault(("go in process", n, "-", False), []).append(go + go)
                if n == 1:
                    for tr in ("shm", "socket"):
                        for z in zstd:
                            runs.setdefault(("gym (single env)", 1, tr, z), []).append(
                                bench_gym(address, z, a.seconds, tr, pid) + go)
                for tr in ("shm", "socket"):
                    for z in zstd:
                        runs.setdefault(("vector", n, tr, z), []).append(
                            bench_vector(address, n, z, a.seconds, tr, a.layout, pid) + go)
    finally:
        if server:
            server.close()

    def med(xs):
        xs = [x for x in xs if x is not None]
        return statistics.median(xs) if xs else None

    rows = []
    for (api, n, tr, z), rs in runs.items():
        rows.append({"api": api, "envs": n, "transport": tr, "zstd": z,
                     "steps_per_sec": med([r[0] for r in rs]),
                     "ratio": med([r[0] / r[2] for r in rs]),
                     "steps_per_cpu_sec": med([r[1] for r in rs]),
                     "cpu_ratio": med([r[1] / r[3] if r[1] else None for r in rs])})
    if a.json:
        print(json.dumps(rows))
        return
    print(f"{platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}, "
          f"vector layout on the socket: {a.layout}; medians of {a.repeat}")
    print(f"{'api':18} {'envs':>5} {'transport':>9} {'zstd':>5} {'steps/s':>10} {'of Go':>6} "
          f"{'per CPU s':>10} {'of Go':>6}")
    for r in rows:
        cpu = f"{r['steps_per_cpu_sec']:10,.0f} {r['cpu_ratio']:6.0%}" if r["cpu_ratio"] else ""
        print(f"{r['api']:18} {r['envs']:5d} {r['transport']:>9} {str(r['zstd']):>5} "
              f"{r['steps_per_sec']:10,.0f} {r['ratio']:6.0%} {cpu}")


if __name__ == "__main__":
    main()
