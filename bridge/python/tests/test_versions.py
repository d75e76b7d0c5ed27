"""The protocol version: the client speaks the server's, and a server of
another version gets a clear IncompatibleServer instead of surprises
later (docs/bridge.md, "Versions")."""

import os
import shutil
import socket
import struct
import tempfile
import threading
import unittest

import msgpack

import lorcana
from lorcana.protocol import VERSION, Connection

from . import support


class OldServer:
    """A one-connection server on a Unix socket that answers the hello as
    reply(args) says: what a server of another version sends."""

    def __init__(self, reply):
        self._dir = tempfile.mkdtemp(prefix="lorcana-old-")
        self.address = "unix:" + os.path.join(self._dir, "s")
        self._ls = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._ls.bind(self.address[5:])
        self._ls.listen(1)
        self._reply = reply
        self.hello = None
        self._t = threading.Thread(target=self._serve, daemon=True)
        self._t.start()

    def _serve(self):
        s, _ = self._ls.accept()
        with s:
            head = support._recv_exact(s, 4)
            (n,) = struct.unpack("<I", head)
            req = msgpack.unpackb(support._recv_exact(s, n), raw=False)
            self.hello = req["args"]
            p = msgpack.packb(dict(self._reply(req["args"]), id=req["id"]), use_bin_type=True)
            s.sendall(struct.pack("<I", len(p)) + p)
            s.recv(1)  # until the client closes

    def close(self):
        self._ls.close()
        self._t.join(5)
        shutil.rmtree(self._dir, ignore_errors=True)


def version1_server(args):
    """A server of version 1, as it answered a client of another version."""
    if 1 in args.get("versions", []) or args.get("version") == 1:
        return {"ok": True, "result": {"version": 1, "server": "lorcana", "compression": "none"}}
    return {"ok": False, "error": {"code": "handshake", "message":
                                   f"the client speaks versions {args.get('versions')}; this server speaks version 1"}}


def careless_server(args):
    """A server that greets any client with version 1."""
    return {"ok": True, "result": {"version": 1, "server": "lorcana", "compression": "none"}}


class VersionTest(unittest.TestCase):
    @classmethod
    def tearDownClass(cls):
        support.stop_server()

    def test_this_server(self):
        self.assertEqual(VERSION, 2)
        c = support.client()
        self.addCleanup(c.close)
        self.assertEqual(c.hello["version"], VERSION)
        self.assertIn("snapshot_v2", c.hello["capabilities"])
        self.assertIn("render_view", c.hello["capabilities"])

    def test_version1_client_refused(self):
        """A client of version 1 (which opened decks by path) is told."""
        s = support.raw_socket(support.server().address)
        self.addCleanup(s.close)
        s.sendall(support.frame({"id": 1, "cmd": "hello", "args": {"version": 1}}))
        r = support.read_reply(s)
        self.assertFalse(r["ok"])
        self.assertEqual(r["error"]["code"], "handshake")
        self.assertIn("this server speaks version 2", r["error"]["message"])
        self.assertIsNone(support.read_reply(s), "the connection stays open")

    def test_old_servers(self):
        for name, reply in [("version 1", version1_server), ("careless", careless_server)]:
            with self.subTest(name):
                srv = OldServer(reply)
                self.addCleanup(srv.close)
                with self.assertRaises(lorcana.IncompatibleServer) as cm:
                    Connection(srv.address, timeout=10)
                e = cm.exception
                self.assertIsInstance(e, lorcana.LorcanaError)
                self.assertEqual(srv.hello["versions"], [VERSION])
                self.assertEqual(e.server_version, 1)
                msg = str(e)
                self.assertIn("protocol version 1", msg)
                self.assertIn(f"version {VERSION}", msg)
                self.assertIn("LORCANA_BIN", msg)


if __name__ == "__main__":
    unittest.main()
