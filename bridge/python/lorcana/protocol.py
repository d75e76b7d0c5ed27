"""The bridge protocol on a socket: frames, MessagePack, arrays, handshake.

A frame is a 4-byte little-endian header (payload length in the low 31
bits, bit 31 set when the payload is zstd-compressed) and a MessagePack map.
Arrays travel as maps {"dtype", "shape", "data"}; they arrive here as numpy
arrays made with ``numpy.frombuffer`` (read-only views: ``.copy()`` one to
write to it). See docs/bridge.md.
"""

import ipaddress
import itertools
import re
import socket
import struct

import msgpack
import numpy as np

from .errors import ConnectionClosed, IncompatibleServer, LorcanaError, ServerError, Timeout

try:  # optional: python3-zstandard
    import zstandard as _zstd
except ImportError:  # pragma: no cover - depends on the machine
    _zstd = None

VERSION = 2  # the protocol version this client speaks: docs/bridge.md, "Versions"
COMPRESSED = 1 << 31
_HEADER = struct.Struct("<I")


def zstd_available():
    """Whether this Python can compress frames (the zstandard module)."""
    return _zstd is not None


def _array_hook(d):
    if len(d) == 3 and "dtype" in d and "data" in d and "shape" in d:
        return np.frombuffer(d["data"], dtype=np.dtype(d["dtype"])).reshape(d["shape"])
    return d


def _default(o):
    if isinstance(o, np.ndarray):
        if o.dtype.kind in "iu":
            a = np.ascontiguousarray(o, dtype="<i8" if o.dtype.itemsize > 4 else "<i4")
        elif o.dtype.kind == "b":
            a = np.ascontiguousarray(o, dtype="|u1")
        else:
            a = np.ascontiguousarray(o, dtype=o.dtype.newbyteorder("<"))
        return {"dtype": a.dtype.str, "shape": list(a.shape), "data": a.tobytes()}
    if isinstance(o, np.integer):
        return int(o)
    if isinstance(o, np.floating):
        return float(o)
    if isinstance(o, np.bool_):
        return bool(o)
    raise TypeError(f"cannot send {type(o).__name__} to the server")


def parse_address(address):
    """Returns (family, sockaddr) of "unix:/path", "/path", "host:port" or
    ("host", port)."""
    if isinstance(address, tuple):
        return socket.AF_INET, address
    a = str(address)
    if a.startswith("unix:"):
        return socket.AF_UNIX, a[5:]
    if "/" in a:
        return socket.AF_UNIX, a
    host, sep, port = a.rpartition(":")
    if not sep or not port.isdigit():
        raise LorcanaError(f"address {a!r}: want unix:PATH or HOST:PORT")
    host = host.strip("[]") or "127.0.0.1"
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    return family, (host, int(port))


def is_local(family, sockaddr):
    """Whether an address parse_address returned is on this machine: a Unix
    socket or a loopback host."""
    if family == socket.AF_UNIX:
        return True
    host = sockaddr[0]
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:  # a host name
        return False


def incompatible(address, version):
    """The message of IncompatibleServer for a server of version."""
    return (f"the server at {address} speaks protocol version {version if version is not None else '(none said)'}; "
            f"this client speaks version {VERSION} (docs/bridge.md, \"Versions\"): use a server built from the "
            f"same checkout (no address starts one; LORCANA_BIN names a binary) or a client of the server's version")


def check_version(address, hello):
    """Raises IncompatibleServer unless the hello reply is of VERSION."""
    v = hello.get("version") if isinstance(hello, dict) else None
    if v != VERSION:
        raise IncompatibleServer(incompatible(address, v), v if isinstance(v, int) else None)


class Connection:
    """One connection to a server, greeted. Not safe for use by several
    threads at once.

    ``timeout`` (seconds, None for none) bounds every request, so a dead or
    stuck server raises :class:`Timeout` instead of hanging. ``compression``:
    True asks for zstd, False not, None (the default) asks for it only when
    the server is on another machine and the zstandard module is there.
    ``shm`` asks
    for the shared memory transport in the hello (the server agrees only
    when the client is on its machine); vector envs use it when agreed.
    """

    def __init__(self, address, token=None, compression=None, timeout=60.0,
                 connect_timeout=10.0, max_frame=64 << 20, shm=True):
        family, sockaddr = parse_address(address)
        self.address = address
        self.timeout = timeout
        self.max_frame = max_frame
        self._ids = itertools.count(1)
        self._zc = self._zd = None
        self._sock = socket.socket(family, socket.SOCK_STREAM)
        try:
            self._sock.settimeout(connect_timeout)
            self._sock.connect(sockaddr)
            if family != socket.AF_UNIX:
                self._sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            self._sock.settimeout(timeout)
        except OSError as e:
            self._sock.close()
            raise ConnectionClosed(f"cannot connect to {address}: {e}") from e
        self._rbuf = bytearray(1 << 16)  # frames read ahead: [_rstart, _rend)
        self._rstart = self._rend = 0
        self._packer = msgpack.Packer(default=_default, use_bin_type=True)
        # By default compress only across machines: on this machine zstd
        # costs more time than the bytes it saves.
        want_zstd = (zstd_available() and not is_local(family, sockaddr)) if compression is None else bool(compression)
        if want_zstd and not zstd_available():
            self.close()
            raise LorcanaError("compression needs the zstandard module (apt-get install python3-zstandard)")
        args = {"versions": [VERSION], "client": "lorcana-python"}
        if token:
            args["token"] = token
        if want_zstd:
            args["compression"] = ["zstd"]
        if shm and is_local(family, sockaddr):  # a server elsewhere could not agree
            args["transports"] = ["shm"]
        try:
            self.hello = self.call("hello", args)
            check_version(address, self.hello)
        except ServerError as e:
            self.close()
            m = re.search(r"this server speaks versions? \[?(\d+)", e.message) if e.code == "handshake" else None
            if m is None:
                raise
            raise IncompatibleServer(incompatible(address, int(m.group(1))), int(m.group(1))) from e
        except BaseException:
            self.close()
            raise
        if self.hello.get("compression") == "zstd":
            self._zc = _zstd.ZstdCompressor(level=1)
            self._zd = _zstd.ZstdDecompressor()
            self._compress_min = int(self.hello.get("compress_min", 8192))

    @property
    def transports(self):
        """The transports the server agreed to: ["socket"], or ["socket",
        "shm"] for a local client that asked for shared memory."""
        return list(self.hello.get("transports", ["socket"]))

    @property
    def compression(self):
        """The compression agreed with the server: "zstd" or "none"."""
        return "zstd" if self._zc else "none"

    def close(self):
        if self._sock is not None:
            try:
                self._sock.close()
            finally:
                self._sock = None

    @property
    def closed(self):
        return self._sock is None

    def call(self, cmd, args=None):
        """Sends one request and returns its result (a dict, arrays as numpy
        arrays); an error reply raises :class:`ServerError`."""
        return self.read_reply(cmd, self.send_request(cmd, args))

    def send_request(self, cmd, args=None):
        """Sends one request and returns its id, for :meth:`read_reply`
        (requests to several servers are then in flight together)."""
        if self._sock is None:
            raise ConnectionClosed("the connection is closed")
        rid = next(self._ids)
        self.send_payload(self._packer.pack({"id": rid, "cmd": cmd, "args": {} if args is None else args}))
        return rid

    def read_reply(self, cmd, rid):
        """The result of request rid (cmd), as :meth:`call` returns it."""
        reply = self.receive()
        if not isinstance(reply, dict):
            raise LorcanaError(f"{cmd}: the server sent a reply that is not a map")
        if not reply.get("ok"):
            err = reply.get("error") or {}
            raise ServerError(err.get("code", "unknown"), err.get("message", ""), cmd)
        if reply.get("id") != rid:
            raise LorcanaError(f"{cmd}: reply to request {reply.get('id')}, want {rid}")
        return reply.get("result")

    def send_payload(self, payload):
        flag = 0
        if self._zc is not None and len(payload) >= self._compress_min:
            c = self._zc.compress(payload)
            if len(c) < len(payload):
                payload, flag = c, COMPRESSED
        self.send_raw(_HEADER.pack(len(payload) | flag) + payload)

    def send_raw(self, data):
        """Sends bytes as they are (tests send broken frames with it)."""
        try:
            self._sock.sendall(data)
        except socket.timeout as e:
            self.close()
            raise Timeout(f"sending to {self.address}: no progress in {self.timeout}s") from e
        except OSError as e:
            self.close()
            raise ConnectionClosed(f"sending to {self.address}: {e}") from e

    def _recv_into(self, view):
        """Reads what is there (at least one byte) into view."""
        try:
            k = self._sock.recv_into(view)
        except socket.timeout as e:
            self.close()
            raise Timeout(f"no reply from {self.address} in {self.timeout}s") from e
        except OSError as e:
            self.close()
            raise ConnectionClosed(f"reading from {self.address}: {e}") from e
        if k == 0:
            self.close()
            raise ConnectionClosed(f"the server at {self.address} closed the connection")
        return k

    def _fill(self, n):
        """Reads until the read buffer holds n bytes from its start (n at
        most its size)."""
        if self._rstart == self._rend:
            self._rstart = self._rend = 0
        elif self._rstart + n > len(self._rbuf):  # move what is left to the front
            left = self._rend - self._rstart
            self._rbuf[:left] = self._rbuf[self._rstart:self._rend]
            self._rstart, self._rend = 0, left
        view = memoryview(self._rbuf)
        while self._rend - self._rstart < n:
            self._rend += self._recv_into(view[self._rend:])

    def receive(self):
        """Reads one frame and decodes it. Small frames (replies with the
        shm transport, most without) take one read into a reused buffer."""
        self._fill(4)
        (h,) = _HEADER.unpack_from(self._rbuf, self._rstart)
        self._rstart += 4
        n = h & ~COMPRESSED
        if n > self.max_frame:
            self.close()
            raise LorcanaError(f"the server sent a frame of {n} bytes (limit {self.max_frame})")
        if n <= len(self._rbuf):
            self._fill(n)
            buf = memoryview(self._rbuf)[self._rstart:self._rstart + n]
            self._rstart += n
        else:
            buf = bytearray(n)
            got = self._rend - self._rstart
            buf[:got] = self._rbuf[self._rstart:self._rend]
            self._rstart = self._rend = 0
            view = memoryview(buf)
            while got < n:
                got += self._recv_into(view[got:])
        try:
            if h & COMPRESSED:
                if self._zd is None:
                    raise LorcanaError("the server sent a compressed frame without agreeing to")
                buf = self._zd.decompress(bytes(buf), max_output_size=self.max_frame)
            # bin values are copied out of buf: the arrays do not alias it
            return msgpack.unpackb(buf, object_hook=_array_hook, raw=False, strict_map_key=False)
        finally:
            if isinstance(buf, memoryview):
                buf.release()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
