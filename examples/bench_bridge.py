"""Steps per second of the bridge from Python beside the same workload in
Go in process: a single env (the Gym API and a vector env of one) and
vector envs of 64 and 256, over the socket (with and without zstd) and
over shared memory. Every step takes a uniformly random legal action in
every env; finished games reset in the same step.

    PYTHONPATH=bridge/python python3 examples/bench_bridge.py [--seconds 3]

For each env count it first runs `lorcana bench --env --envs N` (the
in-process env.Env for 1, env.VecEnv for more, observations encoded into
the same arrays the bridge hands over) and then the Python runs, back to
back, and prints each Python figure as a ratio of that Go figure (on a
busy machine the ratios are steadier than the figures). The Go side of
the bridge alone: go test ./bridge -run XXX -bench 'Shm|GoClient|InProcess'.
"""

import argparse
import json
import os
import platform
import subprocess
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "bridge", "python"))
import lorcana  # noqa: E402


def bench_gym(address, compression, seconds):
    # no opponent: every step is one decision, as in the vector envs
    env = lorcana.LorcanaGymEnv(opponent=None, address=address, compression=compression, layout="dense")
    try:
        rng = np.random.default_rng(0)
        obs, info = env.reset(seed=1)
        steps, start = 0, time.perf_counter()
        while time.perf_counter() - start < seconds:
            legal = np.flatnonzero(info["action_mask"])
            obs, r, term, trunc, info = env.step(int(legal[rng.integers(len(legal))]))
            steps += 1
            if term or trunc:
                obs, info = env.reset()
        return steps / (time.perf_counter() - start)
    finally:
        env.close()


def bench_vector(address, n, compression, seconds, transport, layout):
    env = lorcana.LorcanaVectorEnv(n, address=address, compression=compression, seed=1,
                                   transport=transport, layout=layout)
    try:
        assert env.transport == transport, f"asked for {transport}, got {env.transport}"
        rng = np.random.default_rng(0)
        env.reset()
        steps, start = 0, time.perf_counter()
        while time.perf_counter() - start < seconds:
            env.step(env.sample_legal(rng))
            steps += n
        return steps / (time.perf_counter() - start)
    finally:
        env.close()


def bench_go(binary, n, seconds):
    """env steps/s of `lorcana bench --env` for n envs (in process)."""
    steps = max(20000, int(seconds * 150000))
    out = subprocess.run([binary, "bench", "--env", "--envs", str(n), "--steps", str(steps), "--json"],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)["runs"][0]["env_steps_per_sec"]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    ap.add_argument("--address", help="a running server (default: start one)")
    ap.add_argument("--envs", default="1,64,256", help="env counts to measure")
    ap.add_argument("--json", action="store_true", help="print a JSON list of the rows")
    ap.add_argument("--layout", choices=["packed", "dense"], default="packed",
                    help="observation layout of the vector envs on the socket")
    a = ap.parse_args()
    binary = lorcana.find_binary()
    server = None if a.address else lorcana.LocalServer(binary)
    address = a.address or server.address
    zstd = [False, True] if lorcana.zstd_available() else [False]
    rows = []  # (api, envs, transport, zstd, steps/s, go steps/s)
    try:
        for n in (int(x) for x in a.envs.split(",")):
            go = bench_go(binary, n, a.seconds)
            rows.append(("go in process", n, "-", False, go, go))
            if n == 1:
                for z in zstd:
                    rows.append(("gym (single env)", 1, "socket", z, bench_gym(address, z, a.seconds), go))
            rows.append(("vector", n, "shm", False, bench_vector(address, n, False, a.seconds, "shm", a.layout), go))
            for z in zstd:
                rows.append(("vector", n, "socket", z, bench_vector(address, n, z, a.seconds, "socket", a.layout), go))
    finally:
        if server:
            server.close()
    if a.json:
        print(json.dumps([{"api": r[0], "envs": r[1], "transport": r[2], "zstd": r[3],
                           "steps_per_sec": round(r[4]), "go_in_process": round(r[5]),
                           "ratio": round(r[4] / r[5], 3)} for r in rows]))
        return
    print(f"{platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}, "
          f"vector layout on the socket: {a.layout}")
    print(f"{'api':18} {'envs':>5} {'transport':>9} {'zstd':>5} {'steps/s':>10} {'of Go':>6}")
    for api, n, tr, z, sps, go in rows:
        print(f"{api:18} {n:5d} {tr:>9} {str(z):>5} {sps:10,.0f} {sps / go:6.0%}")


if __name__ == "__main__":
    main()
