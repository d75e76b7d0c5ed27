"""Finding, building and starting a local ``lorcana serve`` process."""

import glob
import hashlib
import os
import selectors
import shutil
import socket
import subprocess
import tempfile
import time
import weakref

from .errors import LorcanaError

_MODULE = "module github.com/lorcana-rl/lorcana"
KEEP_BINARIES = 2  # binaries the cache keeps: the newest


def repo_root(start=None):
    """The checkout this package lives in (the folder of go.mod), or None
    when the package was installed elsewhere."""
    d = os.path.dirname(os.path.abspath(start or __file__))
    while True:
        gm = os.path.join(d, "go.mod")
        if os.path.isfile(gm):
            with open(gm, encoding="utf-8") as f:
                if f.readline().strip() == _MODULE:
                    return d
        parent = os.path.dirname(d)
        if parent == d:
            return None
        d = parent


def _embedded(pkg_dir, patterns):
    """The files a package's //go:embed patterns name (Go's rules: a
    directory names the files under it, except those starting with '.' or
    '_' unless the pattern starts with "all:")."""
    out = []
    for pat in patterns:
        hidden_ok = pat.startswith("all:")
        pat = pat[4:] if hidden_ok else pat
        for match in glob.glob(os.path.join(pkg_dir, pat.strip('"`'))):
            if os.path.isfile(match):
                out.append(match)
                continue
            for dirpath, dirnames, filenames in os.walk(match):
                if not hidden_ok:
                    dirnames[:] = [x for x in dirnames if not x.startswith((".", "_"))]
                    filenames = [x for x in filenames if not x.startswith((".", "_"))]
                out += [os.path.join(dirpath, x) for x in filenames]
    return out


def source_files(root):
    """What ``go build ./cmd/lorcana`` reads from the checkout: go.mod,
    go.sum, the Go files of every package (not tests) and the files they
    embed. Folders Go ignores (testdata, names starting with '.' or '_',
    nested modules) are skipped unless embedded, so a training run's
    checkpoints/run/ or a notebook's output never counts."""
    files = [os.path.join(root, x) for x in ("go.mod", "go.sum") if os.path.isfile(os.path.join(root, x))]
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(x for x in dirnames if not x.startswith((".", "_")) and x != "testdata"
                             and not os.path.isfile(os.path.join(dirpath, x, "go.mod")))
        for name in sorted(filenames):
            if not name.endswith(".go") or name.endswith("_test.go"):
                continue
            p = os.path.join(dirpath, name)
            files.append(p)
            with open(p, encoding="utf-8", errors="replace") as f:
                patterns = [pat for line in f if line.startswith("//go:embed ") for pat in line.split()[1:]]
            files += _embedded(dirpath, patterns)
    return sorted(set(files))


def fingerprint(root):
    """A hash of the contents (and names) of source_files(root): one per
    version of what builds the server."""
    h = hashlib.sha256()
    for p in source_files(root):
        with open(p, "rb") as f:
            data = f.read()
        h.update(f"{os.path.relpath(p, root)}\0{len(data)}\0".encode())
        h.update(data)
    return h.hexdigest()[:16]


def prune_cache(cache_dir, keep=KEEP_BINARIES):
    """Removes all but the keep newest binaries (lorcana-<fingerprint>) of
    the cache; returns the paths removed."""
    bins = []
    for name in os.listdir(cache_dir):
        p = os.path.join(cache_dir, name)
        if name.startswith("lorcana-") and not name.endswith(".tmp") and os.path.isfile(p):
            bins.append((os.stat(p).st_mtime_ns, p))
    gone = []
    for _, p in sorted(bins, reverse=True)[keep:]:
        try:
            os.remove(p)
            gone.append(p)
        except OSError:
            pass
    return gone


def _cache_dir(cache_dir=None):
    return cache_dir or os.environ.get("LORCANA_CACHE") or os.path.join(
        os.path.expanduser("~"), ".cache", "lorcana")


def cached_binary(root, cache_dir=None):
    """The cache's build of the checkout root as it is now, or None."""
    path = os.path.join(_cache_dir(cache_dir), "lorcana-" + fingerprint(root))
    if not (os.path.isfile(path) and os.access(path, os.X_OK)):
        return None
    try:
        os.utime(path)  # the newest in use: pruning keeps it
    except OSError:
        pass
    return path


def build_binary(root, cache_dir=None):
    """Builds ./cmd/lorcana of the checkout root into the cache (once per
    version of its sources: :func:`fingerprint`) and returns its path. The
    cache keeps the two newest binaries."""
    cache_dir = _cache_dir(cache_dir)
    path = cached_binary(root, cache_dir)
    if path is not None:
        return path
    go = shutil.which("go")
    if go is None:
        raise LorcanaError("no lorcana binary: set LORCANA_BIN or server_binary=, or install Go to build one")
    os.makedirs(cache_dir, exist_ok=True)
    path = os.path.join(cache_dir, "lorcana-" + fingerprint(root))
    tmp = f"{path}.{os.getpid()}.tmp"
    r = subprocess.run([go, "build", "-o", tmp, "./cmd/lorcana"], cwd=root,
                       capture_output=True, text=True)
    if r.returncode != 0:
        raise LorcanaError(f"go build ./cmd/lorcana failed:\n{r.stderr}")
    os.replace(tmp, path)
    prune_cache(cache_dir)
    return path


def find_binary(binary=None):
    """The lorcana binary to run: binary, $LORCANA_BIN, one built from this
    checkout (the cached build of its sources as they are, else a build
    when Go is on PATH), or lorcana on PATH."""
    binary = binary or os.environ.get("LORCANA_BIN")
    if binary:
        if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
            raise LorcanaError(f"lorcana binary {binary!r} is not an executable file")
        return binary
    root = repo_root()
    if root is not None:
        cached = cached_binary(root)
        if cached is not None:
            return cached
        if shutil.which("go") is not None:
            return build_binary(root)
    found = shutil.which("lorcana")
    if found:
        return found
    build = "install Go to build one from this checkout, " if root is not None else ""
    raise LorcanaError(f"no lorcana binary: set LORCANA_BIN, pass server_binary=, {build}or put lorcana on PATH")


class LocalServer:
    """A ``lorcana serve`` process on a private Unix socket, stopped by
    :meth:`close` (or when this Python process ends: the server exits when
    its standard input closes).

    With ``host`` it listens on TCP instead, on that host and a port the
    system picks (``address`` says which): for clients on other machines,
    so a host other than loopback needs a ``token`` (the server refuses to
    start without one)."""

    def __init__(self, binary=None, token=None, start_timeout=60.0, args=(), host=None):
        self.binary = find_binary(binary)
        self._dir = tempfile.mkdtemp(prefix="lorcana-")
        self._log = open(os.path.join(self._dir, "stderr"), "w+b")
        if host is None:
            self.path = os.path.join(self._dir, "s")
            self.address = "unix:" + self.path
            where = ["--unix", self.path]
        else:
            self.path = None
            self.address = None  # from the server's first line
            where = ["--addr", f"[{host}]:0" if ":" in host else f"{host}:0"]
        cmd = [self.binary, "serve", *where, "--exit-with-stdin", *args]
        if token:
            cmd += ["--token", token]
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE,
                                     stdout=subprocess.DEVNULL if host is None else subprocess.PIPE,
                                     stderr=self._log, close_fds=True)
        self._finalizer = weakref.finalize(self, _stop, self.proc, self._dir, self._log)
        try:
            if host is None:
                self._wait_ready(start_timeout)
            else:
                self._wait_listening(start_timeout)
        except BaseException:
            self.close()
            raise

    def _wait_listening(self, timeout):
        """Reads the TCP address from the server's line "lorcana serve:
        listening on tcp HOST:PORT"."""
        line = b""
        deadline = time.monotonic() + timeout
        with selectors.DefaultSelector() as sel:
            sel.register(self.proc.stdout, selectors.EVENT_READ)
            while not line.endswith(b"\n"):
                left = deadline - time.monotonic()
                if left <= 0:
                    raise LorcanaError(f"lorcana serve did not start in {timeout}s: {self.stderr()}")
                if not sel.select(left):
                    continue
                b = os.read(self.proc.stdout.fileno(), 1)
                if not b:
                    self.proc.wait(5)
                    raise LorcanaError(f"lorcana serve exited with status {self.proc.returncode}: {self.stderr()}")
                line += b
        _, sep, addr = line.decode(errors="replace").strip().partition("listening on tcp ")
        if not sep:
            raise LorcanaError(f"lorcana serve: unexpected first line {line!r}")
        self.address = addr

    def _wait_ready(self, timeout):
        deadline = time.monotonic() + timeout
        while True:
            if self.proc.poll() is not None:
                raise LorcanaError(f"lorcana serve exited with status {self.proc.returncode}: {self.stderr()}")
            if os.path.exists(self.path):
                s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                try:
                    s.connect(self.path)
                    return
                except OSError:
                    pass
                finally:
                    s.close()
            if time.monotonic() > deadline:
                raise LorcanaError(f"lorcana serve did not start in {timeout}s: {self.stderr()}")
            time.sleep(0.01)

    def stderr(self):
        """What the server wrote to its standard error."""
        try:
            self._log.flush()
            self._log.seek(0)
            return self._log.read().decode(errors="replace").strip()
        except (OSError, ValueError):
            return ""

    @property
    def alive(self):
        return self.proc.poll() is None

    def close(self):
        self._finalizer()


def _stop(proc, folder, log):
    try:
        if proc.poll() is None:
            try:
                proc.stdin.close()
            except OSError:
                pass
            proc.terminate()
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        elif proc.stdin:
            proc.stdin.close()
    finally:
        log.close()
        shutil.rmtree(folder, ignore_errors=True)
