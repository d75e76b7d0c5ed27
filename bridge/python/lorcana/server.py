"""Finding, building and starting a local ``lorcana serve`` process."""

import hashlib
import os
import shutil
import socket
import subprocess
import tempfile
import time
import weakref

from .errors import LorcanaError

_MODULE = "module github.com/lorcana-rl/lorcana"
_SKIP_DIRS = {".git", "__pycache__", "python", "examples", "docs", "testdata", ".ci"}


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


def _fingerprint(root):
    """A hash of the names, sizes and times of the sources the binary is
    built from."""
    h = hashlib.sha256()
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(x for x in dirnames if x not in _SKIP_DIRS)
        for name in sorted(filenames):
            if name.endswith((".go", ".mod", ".sum", ".txt", ".json", ".tsv", ".csv")):
                p = os.path.join(dirpath, name)
                st = os.stat(p)
                h.update(f"{os.path.relpath(p, root)}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
    return h.hexdigest()[:16]


def build_binary(root, cache_dir=None):
    """Builds ./cmd/lorcana of the checkout root into the cache (once per
    version of the sources) and returns its path."""
    cache_dir = cache_dir or os.environ.get("LORCANA_CACHE") or os.path.join(
        os.path.expanduser("~"), ".cache", "lorcana")
    os.makedirs(cache_dir, exist_ok=True)
    path = os.path.join(cache_dir, "lorcana-" + _fingerprint(root))
    if os.path.isfile(path) and os.access(path, os.X_OK):
        return path
    go = shutil.which("go")
    if go is None:
        raise LorcanaError("no lorcana binary: set LORCANA_BIN or server_binary=, or install Go to build one")
    tmp = f"{path}.{os.getpid()}.tmp"
    r = subprocess.run([go, "build", "-o", tmp, "./cmd/lorcana"], cwd=root,
                       capture_output=True, text=True)
    if r.returncode != 0:
        raise LorcanaError(f"go build ./cmd/lorcana failed:\n{r.stderr}")
    os.replace(tmp, path)
    return path


def find_binary(binary=None):
    """The lorcana binary to run: binary, $LORCANA_BIN, one built from this
    checkout, or lorcana on PATH."""
    binary = binary or os.environ.get("LORCANA_BIN")
    if binary:
        if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
            raise LorcanaError(f"lorcana binary {binary!r} is not an executable file")
        return binary
    root = repo_root()
    if root is not None:
        return build_binary(root)
    found = shutil.which("lorcana")
    if found:
        return found
    raise LorcanaError("no lorcana binary: set LORCANA_BIN, pass server_binary=, or put lorcana on PATH")


class LocalServer:
    """A ``lorcana serve`` process on a private Unix socket, stopped by
    :meth:`close` (or when this Python process ends: the server exits when
    its standard input closes)."""

    def __init__(self, binary=None, token=None, start_timeout=60.0, args=()):
        self.binary = find_binary(binary)
        self._dir = tempfile.mkdtemp(prefix="lorcana-")
        self.path = os.path.join(self._dir, "s")
        self.address = "unix:" + self.path
        self._log = open(os.path.join(self._dir, "stderr"), "w+b")
        cmd = [self.binary, "serve", "--unix", self.path, "--exit-with-stdin", *args]
        if token:
            cmd += ["--token", token]
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                     stderr=self._log, close_fds=True)
        self._finalizer = weakref.finalize(self, _stop, self.proc, self._dir, self._log)
        try:
            self._wait_ready(start_timeout)
        except BaseException:
            self.close()
            raise

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
