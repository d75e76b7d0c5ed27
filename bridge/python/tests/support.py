"""A server process shared by a test module, and helpers."""

import socket
import struct

import msgpack
import numpy as np

import lorcana
from lorcana.protocol import parse_address

_server = None


def server():
    """The module's server (started on first use; LORCANA_BIN or a build)."""
    global _server
    if _server is None or not _server.alive:
        _server = lorcana.LocalServer()
    return _server


def stop_server():
    global _server
    if _server is not None:
        _server.close()
        _server = None


def client(**kw):
    return lorcana.Client(server().address, **kw)


def pick(rng, mask):
    """A uniformly random legal action of a mask."""
    legal = np.flatnonzero(mask)
    assert len(legal) > 0, "no legal action"
    return int(rng.choice(legal))


# Raw frames, for tests that break the protocol on purpose.


def raw_socket(address, timeout=20):
    """A connected socket with no handshake."""
    family, addr = parse_address(address)
    s = socket.socket(family, socket.SOCK_STREAM)
    s.settimeout(timeout)
    s.connect(addr)
    return s


def frame_bytes(payload, flags=0):
    """A frame of payload; flags 0x80000000 marks it compressed."""
    return struct.pack("<I", len(payload) | flags) + payload


def frame(obj):
    return frame_bytes(msgpack.packb(obj, use_bin_type=True))


def _recv_exact(s, n):
    out = b""
    while len(out) < n:
        chunk = s.recv(n - len(out))
        if not chunk:
            return None
        out += chunk
    return out


def read_reply(s):
    """The next reply, decoded (decompressed when flagged); None when the
    server closed the connection."""
    try:
        head = _recv_exact(s, 4)
        if head is None:
            return None
        (h,) = struct.unpack("<I", head)
        body = _recv_exact(s, h & 0x7FFFFFFF)
    except (ConnectionResetError, socket.timeout):
        return None
    if body is None:
        return None
    if h & 0x80000000:
        import zstandard

        body = zstandard.ZstdDecompressor().decompress(body)
    return msgpack.unpackb(body, raw=False)
