"""Steps per second of the bridge from Python: a single env (Gym API and a
vector env of one) and vector envs of 64 and 256, with and without zstd.
Every step takes a uniformly random legal action in every env.

    PYTHONPATH=bridge/python python3 examples/bench_bridge.py [--seconds 3]

Compare with the same workload in Go, in process and through the bridge:

    go test ./bridge -run XXX -bench . -benchtime 2000x
"""

import argparse
import json
import os
import platform
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "bridge", "python"))
import lorcana  # noqa: E402


def bench_gym(address, compression, seconds, layout=None):
    layout = layout or "dense"
    # no opponent: every step is one decision, as in the vector envs
    env = lorcana.LorcanaGymEnv(opponent=None, address=address, compression=compression, layout=layout)
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


def bench_vector(address, n, compression, seconds, layout=None):
    layout = layout or "packed"
    env = lorcana.LorcanaVectorEnv(n, address=address, compression=compression, seed=1, layout=layout)
    try:
        rng = np.random.default_rng(0)
        env.reset()
        steps, start = 0, time.perf_counter()
        while time.perf_counter() - start < seconds:
            env.step(env.sample_legal(rng))
            steps += n
        return steps / (time.perf_counter() - start)
    finally:
        env.close()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    ap.add_argument("--address", help="a running server (default: start one)")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument("--layout", choices=["packed", "dense"],
                    help="observation layout on the wire (default: dense for the single env, packed for vectors)")
    a = ap.parse_args()
    server = None if a.address else lorcana.LocalServer()
    address = a.address or server.address
    modes = [False, True] if lorcana.zstd_available() else [False]
    rows = []
    try:
        for z in modes:
            rows.append(("gym (single env)", 1, z, bench_gym(address, z, a.seconds, a.layout)))
            for n in (1, 64, 256):
                rows.append(("vector", n, z, bench_vector(address, n, z, a.seconds, a.layout)))
    finally:
        if server:
            server.close()
    if a.json:
        print(json.dumps([{"api": r[0], "envs": r[1], "zstd": r[2], "steps_per_sec": round(r[3])} for r in rows]))
        return
    print(f"{platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}, layout {a.layout or 'default'}")
    print(f"{'api':18} {'envs':>5} {'zstd':>5} {'steps/s':>10}")
    for api, n, z, sps in rows:
        print(f"{api:18} {n:5d} {str(z):>5} {sps:10,.0f}")


if __name__ == "__main__":
    main()
