"""Evaluations across a Dask cluster (issue 31, docs/distributed.md).

``lorcana eval`` plays game i of a run from a seed made of ``--seed`` and i,
so any range of a run's games can be played anywhere: ``--games-from I
--games-to J`` plays games I to J-1 and prints a partial result, and
``lorcana eval --merge`` adds partial results up to what the whole run
prints, number for number. :func:`evaluate` cuts a run into ranges, plays
each range as a Dask task (a ``lorcana eval`` process on the worker that
runs it) and merges the parts with the local binary. A worker lost mid-run
costs only time: the scheduler runs its tasks again elsewhere, and the same
range gives the same games.

From the shell::

    python3 -m lorcana.distributed eval --scheduler tcp://HOST:8786 -- \\
        --agent ismcts --vs greedy --games 2000 --seed 3

Without ``--scheduler``, a LocalCluster of this machine's cores. Needs the
``distributed`` package (Debian: python3-distributed); the rest of
``lorcana`` does not.
"""

import argparse
import json
import os
import subprocess
import sys
import uuid

from .errors import LorcanaError
from .server import find_binary

# Flags of lorcana eval that evaluate sets itself.
_OWN_FLAGS = ("--games-from", "--games-to", "--merge", "--threads")


def _check_args(args):
    for a in args:
        name = a.split("=", 1)[0]
        if name in _OWN_FLAGS:
            raise LorcanaError(f"lorcana.distributed sets {name} itself: leave it out of the eval flags")
    return [a for a in args if a.split("=", 1)[0] != "--json"]


def _run(binary, args, stdin=None):
    r = subprocess.run([binary, *args], input=stdin, capture_output=True, text=True)
    if r.returncode != 0:
        raise LorcanaError(f"{os.path.basename(binary)} {' '.join(args)}: exit {r.returncode}: {r.stderr.strip()}")
    return r.stdout


def games_of(args, binary=None):
    """The number of games of the run ``lorcana eval ARGS`` (rounded up to
    fill every pairing and seat), found by asking the binary for an empty
    range of it; bad flags fail here, before any task is sent."""
    out = _run(find_binary(binary), ["eval", *_check_args(args), "--json", "--games-from", "0", "--games-to", "0"])
    return json.loads(out)["range"]["of"]


def ranges(games, parts):
    """games cut into at most parts consecutive ranges (from, to), as even
    as can be."""
    parts = max(1, min(parts, games))
    return [(games * k // parts, games * (k + 1) // parts) for k in range(parts)]


def play_range(args, start, stop, binary=None):
    """The task: games start to stop-1 of ``lorcana eval ARGS``, played by
    the binary found on the machine that runs it (binary, $LORCANA_BIN, a
    build of the checkout, or lorcana on PATH), one game at a time (a worker
    runs as many tasks at once as it has threads). Returns the partial
    --json result and the worker's address."""
    out = _run(find_binary(binary), ["eval", *_check_args(args), "--json", "--threads", "1",
                                     "--games-from", str(start), "--games-to", str(stop)])
    try:
        from distributed import get_worker
        where = get_worker().address
    except (ImportError, ValueError):  # not on a worker
        where = None
    return out, where


class Evaluation:
    """The result of :func:`evaluate`: ``output``, what ``lorcana eval``
    with the same flags prints (JSON with --json), and how it was made:
    ``games``, ``ranges`` and ``workers`` (the addresses that played)."""

    def __init__(self, output, games, ranges, workers):
        self.output, self.games, self.ranges, self.workers = output, games, ranges, workers

    def json(self):
        return json.loads(self.output)


def evaluate(args, client, parts=None, binary=None, worker_binary=None):
    """Plays the run ``lorcana eval ARGS`` (its flags as a list) on the Dask
    cluster of client, in parts ranges (default: four per worker thread),
    and returns an :class:`Evaluation` whose output equals the single run's.
    binary is the local one (planning and merging), worker_binary the path
    of the one on the workers (default: each finds its own)."""
    want_json = "--json" in args
    args = _check_args(list(args))
    local = find_binary(binary)
    games = games_of(args, local)
    if parts is None:
        threads = sum(w.get("nthreads", 1) for w in client.scheduler_info()["workers"].values())
        parts = 4 * max(1, threads)
    cut = ranges(games, parts)
    tag = uuid.uuid4().hex[:12]
    futures = client.map(play_range, [args] * len(cut), [a for a, _ in cut], [b for _, b in cut],
                         [worker_binary] * len(cut), key=[f"lorcana-eval-{a}-{b}-{tag}" for a, b in cut],
                         pure=False)
    results = client.gather(futures)
    merged = _run(local, ["eval", "--merge", "-"] + (["--json"] if want_json else []),
                  stdin="".join(out for out, _ in results))
    return Evaluation(merged, games, cut, {w for _, w in results if w is not None})


def local_cluster(workers=None):
    """A LocalCluster of worker processes, one thread each: workers of them
    (default: this machine's cores)."""
    from distributed import LocalCluster
    return LocalCluster(n_workers=workers or os.cpu_count() or 1, threads_per_worker=1,
                        processes=True, dashboard_address=None)


def main(argv=None):
    p = argparse.ArgumentParser(
        prog="python3 -m lorcana.distributed",
        description="Run lorcana eval across a Dask cluster: the flags after -- are lorcana eval's "
                    "(but --threads, --games-from, --games-to and --merge, which are set here); "
                    "the output is the single run's, number for number.")
    p.add_argument("command", choices=["eval"], help="what to run (eval for now)")
    p.add_argument("--scheduler", help="the Dask scheduler's address (default: a LocalCluster of this machine's cores)")
    p.add_argument("--workers", type=int, help="worker processes of the LocalCluster (default: the cores)")
    p.add_argument("--parts", type=int, help="ranges the games are cut into (default: four per worker thread)")
    p.add_argument("--binary", help="the local lorcana binary (default: LORCANA_BIN, a build of this checkout, or PATH)")
    p.add_argument("--worker-binary", help="the path of the lorcana binary on the workers (default: each finds its own)")
    p.epilog = "usage of the eval flags: python3 -m lorcana.distributed eval [OPTIONS] -- FLAGS OF LORCANA EVAL"
    argv = list(sys.argv[1:] if argv is None else argv)
    cut = argv.index("--") if "--" in argv else len(argv)
    ns = p.parse_args(argv[:cut])
    args = argv[cut + 1:]
    try:
        from distributed import Client
    except ImportError:
        print("lorcana.distributed needs Dask's distributed package (Debian: apt-get install python3-distributed)",
              file=sys.stderr)
        return 1
    cluster = None
    try:
        if ns.scheduler:
            client = Client(ns.scheduler)
        else:
            cluster = local_cluster(ns.workers)
            client = Client(cluster)
        with client:
            run = evaluate(args, client, parts=ns.parts, binary=ns.binary, worker_binary=ns.worker_binary)
    except LorcanaError as e:
        print(f"lorcana.distributed: {e}", file=sys.stderr)
        return 1
    finally:
        if cluster is not None:
            cluster.close()
    sys.stdout.write(run.output)
    print(f"lorcana.distributed: {run.games} games in {len(run.ranges)} ranges on {len(run.workers)} workers",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
