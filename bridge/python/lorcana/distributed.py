"""Games across a Dask cluster (issue 31, docs/distributed.md).

``lorcana eval``, ``lorcana ladder``, ``lorcana fuzz`` and ``lorcana draft
eval`` make a list of the games (draft eval: of the pairs of pods) of a run
in which item i's seed depends only on the run and i, so any range of that
list can be played anywhere. Each takes the same three flags:

- ``--games-from I --games-to J --json`` plays games I to J-1 and prints one
  JSON part with ``"range": {"from": I, "to": J, "of": N}``, N the games of
  the list (an empty range plays nothing and says N);
- ``--merge FILE...`` (``-`` for the standard input) adds parts that cover
  the list once each up to what the whole run prints, number for number (a
  ladder: the results file, byte for byte; fuzz: but the time).

:func:`run` cuts a run into ranges, plays each range as a Dask task (a
``lorcana`` process on the worker that runs it) and merges the parts with the
local binary. A worker lost mid-run costs only time: the scheduler runs its
tasks again elsewhere, and the same range gives the same games. A command
whose list depends on a file (a ladder plays only the games its file lacks)
names the file in its parts; the file is sent to the workers with the tasks.

From the shell::

    python3 -m lorcana.distributed eval --scheduler tcp://HOST:8786 -- \\
        --agent ismcts --vs greedy --games 2000 --seed 3
    python3 -m lorcana.distributed ladder -- --agents random,greedy,ismcts:50 --rounds 20
    python3 -m lorcana.distributed fuzz -- --games 100000 --random-decks 200
    python3 -m lorcana.distributed draft-eval -- --a rating --b random --set 5 --pods 200

Without ``--scheduler``, a LocalCluster of this machine's cores. Needs the
``distributed`` package (Debian: python3-distributed); the rest of
``lorcana`` does not. :func:`start_server` starts a ``lorcana serve`` where
a task runs (loopback and a token unless told otherwise), for environments
that live on workers.
"""

import argparse
import json
import os
import secrets
import subprocess
import sys
import tempfile
import uuid

from .errors import LorcanaError
from .server import LocalServer, find_binary


class Command:
    """A lorcana command that plays its games in ranges (the flags above):
    ``argv``, its words after ``lorcana`` (``["draft", "eval"]``, say), and
    ``file_flag``, the flag of the file its list is planned from, if any
    (its parts name the file in ``"file"``; the tasks get a copy), and
    ``threaded``, whether it takes ``--threads`` (a task plays with one)."""

    def __init__(self, name, argv, file_flag=None, threaded=True):
        self.name, self.argv, self.file_flag, self.threaded = name, list(argv), file_flag, threaded


# The commands that play in ranges (draft eval: ranges of its pairs of
# pods). Another joins by taking the three flags and being listed here.
COMMANDS = {
    "eval": Command("eval", ["eval"]),
    "ladder": Command("ladder", ["ladder"], file_flag="--file"),
    "fuzz": Command("fuzz", ["fuzz"]),
    "draft-eval": Command("draft-eval", ["draft", "eval"], threaded=False),
}

# Flags the runner sets itself.
_OWN_FLAGS = ("--games-from", "--games-to", "--merge", "--threads")


def _command(command):
    if isinstance(command, Command):
        return command
    try:
        return COMMANDS[command]
    except KeyError:
        raise LorcanaError(f"no command {command!r} plays in ranges; these do: {', '.join(COMMANDS)}") from None


def _check_args(command, args):
    for a in args:
        name = a.split("=", 1)[0]
        if name in _OWN_FLAGS:
            raise LorcanaError(f"lorcana.distributed sets {name} itself: leave it out of the {command.name} flags")
    return [a for a in args if a.split("=", 1)[0] != "--json"]


def _run(binary, args, stdin=None):
    r = subprocess.run([binary, *args], input=stdin, capture_output=True, text=True)
    if r.returncode != 0:
        raise LorcanaError(f"{os.path.basename(binary)} {' '.join(args)}: exit {r.returncode}: {r.stderr.strip()}")
    return r.stdout


def plan(command, args, binary=None):
    """The empty part of the run ``lorcana COMMAND ARGS`` (a dict): its
    ``range.of`` is the number of games in the run's list, and ``file`` the
    file the list was planned from, for a command that has one. Bad flags
    fail here, before any task is sent."""
    c = _command(command)
    out = _run(find_binary(binary), [*c.argv, *_check_args(c, args), "--json", "--games-from", "0", "--games-to", "0"])
    return json.loads(out)


def games_of(args, binary=None, command="eval"):
    """The number of games of the run ``lorcana COMMAND ARGS`` (for eval,
    --games rounded up to fill every pairing and seat)."""
    return plan(command, args, binary)["range"]["of"]


def ranges(games, parts):
    """games cut into at most parts consecutive ranges (from, to), as even
    as can be."""
    parts = max(1, min(parts, games))
    return [(games * k // parts, games * (k + 1) // parts) for k in range(parts)]


def play_range(argv, args, start, stop, binary=None, file_flag=None, file_data=None, threaded=True):
    """The task: games start to stop-1 of ``lorcana ARGV ARGS``, played by
    the binary found on the machine that runs it (binary, $LORCANA_BIN, a
    build of the checkout, or lorcana on PATH), one game at a time (a worker
    runs as many tasks at once as it has threads). With file_flag, the run's
    file is file_data (bytes; None: no file yet), written to a private
    temporary file for the task. threaded: the command takes --threads
    (given 1). Returns the part (JSON text) and the worker's address."""
    with tempfile.TemporaryDirectory(prefix="lorcana-part-") as tmp:
        extra = []
        if file_flag:
            path = os.path.join(tmp, "file")
            if file_data is not None:
                with open(path, "wb") as f:
                    f.write(file_data)
            extra = [file_flag, path]
        if threaded:
            extra += ["--threads", "1"]
        out = _run(find_binary(binary), [*argv, *args, *extra, "--json",
                                         "--games-from", str(start), "--games-to", str(stop)])
    try:
        from distributed import get_worker
        where = get_worker().address
    except (ImportError, ValueError):  # not on a worker
        where = None
    return out, where


class Result:
    """The result of :func:`run`: ``output``, what ``lorcana COMMAND`` with
    the same flags prints (JSON with --json), ``returncode``, its exit
    status (fuzz: 1 when a game failed), ``stderr``, what the merge wrote
    there, and how it was made: ``games``, ``ranges`` and ``workers`` (the
    addresses that played)."""

    def __init__(self, output, games, ranges, workers, returncode=0, stderr=""):
        self.output, self.games, self.ranges, self.workers = output, games, ranges, workers
        self.returncode, self.stderr = returncode, stderr

    def json(self):
        return json.loads(self.output)


Evaluation = Result  # the name of the first version, evaluations only


def _merge(binary, args, parts):
    """lorcana ARGS with the parts on stdin. A command that prints a result
    and then says it failed (fuzz: a broken game) keeps its output."""
    r = subprocess.run([binary, *args], input=parts, capture_output=True, text=True)
    if r.returncode != 0 and not r.stdout:
        raise LorcanaError(f"{os.path.basename(binary)} {' '.join(args)}: exit {r.returncode}: {r.stderr.strip()}")
    return r.stdout, r.returncode, r.stderr


def run(command, args, client, parts=None, binary=None, worker_binary=None):
    """Plays the run ``lorcana COMMAND ARGS`` (COMMAND a name of COMMANDS
    or a :class:`Command`, ARGS its flags as a list) on the Dask cluster of
    client, in parts ranges (default: four per worker thread), and returns
    a :class:`Result` whose output equals the single run's. binary is the
    local one (planning and merging; a ladder's file is written by it),
    worker_binary the path of the one on the workers (default: each finds
    its own)."""
    c = _command(command)
    want_json = "--json" in args
    args = _check_args(c, list(args))
    local = find_binary(binary)
    empty = plan(c, args, local)
    games = empty["range"]["of"]
    file_data = None
    if c.file_flag:
        path = empty.get("file")
        if not path:
            raise LorcanaError(f"lorcana {' '.join(c.argv)} named no file in its part")
        if os.path.exists(path):
            with open(path, "rb") as f:
                file_data = f.read()
    if parts is None:
        threads = sum(w.get("nthreads", 1) for w in client.scheduler_info()["workers"].values())
        parts = 4 * max(1, threads)
    cut = ranges(games, parts) if games > 0 else []
    tag = uuid.uuid4().hex[:12]
    if file_data is not None:
        file_data = client.scatter(file_data, broadcast=True, hash=False)
    name = "-".join(c.argv)
    futures = client.map(play_range, [c.argv] * len(cut), [args] * len(cut), [a for a, _ in cut],
                         [b for _, b in cut], [worker_binary] * len(cut), [c.file_flag] * len(cut),
                         [file_data] * len(cut), [c.threaded] * len(cut), key=[f"lorcana-{name}-{a}-{b}-{tag}" for a, b in cut],
                         pure=False)
    results = client.gather(futures)
    if not results:  # nothing to play (a ladder that has every game): the empty part
        results = [(json.dumps(empty) + "\n", None)]
    out, code, err = _merge(local, [*c.argv, *args, "--merge", "-"] + (["--json"] if want_json else []),
                            "".join(out for out, _ in results))
    return Result(out, games, cut, {w for _, w in results if w is not None}, code, err)


def evaluate(args, client, **kw):
    """:func:`run` of ``lorcana eval ARGS``."""
    return run("eval", args, client, **kw)


def ladder(args, client, **kw):
    """:func:`run` of ``lorcana ladder ARGS``: the results file (--file) is
    written here, byte for byte what the ladder played on one machine
    writes."""
    return run("ladder", args, client, **kw)


def fuzz(args, client, **kw):
    """:func:`run` of ``lorcana fuzz ARGS``: returncode 1 when a game broke
    an invariant or stalled, as the single run's exit status."""
    return run("fuzz", args, client, **kw)


def draft_eval(args, client, **kw):
    """:func:`run` of ``lorcana draft eval ARGS`` (its ranges are of pairs
    of pods, and ``games`` counts the pairs)."""
    return run("draft-eval", args, client, **kw)


def start_server(host="127.0.0.1", token=None, binary=None, args=()):
    """A ``lorcana serve`` on this machine (a worker's, when a task calls
    it) on TCP: on loopback unless the operator gives another host, on a
    port the system picks, and always with a token (a new random one unless
    given), so a server is never open to whoever reaches it. Returns the
    :class:`~lorcana.server.LocalServer` (``LocalServer(host=)``, as
    DaskVectorEnv starts its servers); its ``address`` has the port it got
    and its ``token`` the token to connect with."""
    token = token or secrets.token_urlsafe(24)
    host = (host or "").strip().strip("[]")
    if not host:
        raise LorcanaError("start_server: give a host (127.0.0.1 for this machine only)")
    srv = LocalServer(binary, token=token, args=args, host=host)
    srv.token = token
    return srv


def local_cluster(workers=None):
    """A LocalCluster of worker processes, one thread each: workers of them
    (default: this machine's cores). The scheduler, the workers and their
    HTTP servers (which Dask starts even without a dashboard, a worker's on
    every interface unless told) listen on loopback only, the HTTP servers
    on any free port."""
    from distributed import LocalCluster
    return LocalCluster(n_workers=workers or os.cpu_count() or 1, threads_per_worker=1,
                        processes=True, host="127.0.0.1", dashboard_address="127.0.0.1:0",
                        worker_dashboard_address="127.0.0.1:0")


def main(argv=None):
    p = argparse.ArgumentParser(
        prog="python3 -m lorcana.distributed",
        description="Run lorcana eval, ladder, fuzz or draft eval (draft-eval) across a Dask cluster: the flags after -- are "
                    "the command's (but --threads, --games-from, --games-to and --merge, which are set "
                    "here); the output is the single run's, number for number (a ladder's file byte for byte).")
    p.add_argument("command", choices=list(COMMANDS), help="what to run")
    p.add_argument("--scheduler", help="the Dask scheduler's address (default: a LocalCluster of this machine's cores)")
    p.add_argument("--workers", type=int, help="worker processes of the LocalCluster (default: the cores)")
    p.add_argument("--parts", type=int, help="ranges the games are cut into (default: four per worker thread)")
    p.add_argument("--binary", help="the local lorcana binary (default: LORCANA_BIN, a build of this checkout, or PATH)")
    p.add_argument("--worker-binary", help="the path of the lorcana binary on the workers (default: each finds its own)")
    p.epilog = "usage: python3 -m lorcana.distributed COMMAND [OPTIONS] -- FLAGS OF LORCANA COMMAND"
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
            res = run(ns.command, args, client, parts=ns.parts, binary=ns.binary, worker_binary=ns.worker_binary)
    except LorcanaError as e:
        print(f"lorcana.distributed: {e}", file=sys.stderr)
        return 1
    finally:
        if cluster is not None:
            cluster.close()
    sys.stdout.write(res.output)
    sys.stderr.write(res.stderr)
    print(f"lorcana.distributed: {res.games} games in {len(res.ranges)} ranges on {len(res.workers)} workers",
          file=sys.stderr)
    return res.returncode


if __name__ == "__main__":
    sys.exit(main())
