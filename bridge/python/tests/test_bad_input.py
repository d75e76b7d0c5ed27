"""Bad input over a real socket: every case is answered with an error, and
the server then still serves a well-behaved client."""

import socket
import struct
import threading
import time
import unittest

import lorcana
from tests import support

TOKEN = "open-sesame"
_secured = None


def setUpModule():
    global _secured
    _secured = lorcana.LocalServer(token=TOKEN, args=["--max-frame", "1000000"])


def tearDownModule():
    _secured.close()


def raw_socket():
    return support.raw_socket(_secured.address, timeout=10)


frame = support.frame
read_reply = support.read_reply


def greeted():
    s = raw_socket()
    s.sendall(frame({"id": 1, "cmd": "hello", "args": {"version": lorcana.protocol.VERSION, "token": TOKEN}}))
    r = read_reply(s)
    assert r["ok"], r
    return s


class BadInputTest(unittest.TestCase):
    def tearDown(self):
        # A well-behaved client is served after every case.
        with lorcana.Client(_secured.address, token=TOKEN) as c:
            env = c.make(seed=1)["env"]
            r = c.reset(env, seed=1)
            c.step(env, [0])
            self.assertEqual(r["obs"]["mask"].shape[0], 1)

    def expect_error(self, s, code, closes):
        r = read_reply(s)
        self.assertIsNotNone(r, "no reply")
        self.assertFalse(r["ok"])
        self.assertEqual(r["error"]["code"], code, r["error"]["message"])
        self.assertTrue(r["error"]["message"])
        if closes:
            self.assertIsNone(read_reply(s), "the connection stayed open")
        s.close()

    def test_garbage_before_hello(self):
        s = raw_socket()
        s.sendall(struct.pack("<I", 6) + b"\xc1\xc1garb")
        self.expect_error(s, "bad_frame", closes=True)

    def test_garbage_bytes(self):
        s = greeted()
        s.sendall(struct.pack("<I", 5) + b"\xc1\xff\x00\x13\x37")
        r = read_reply(s)
        self.assertEqual(r["error"]["code"], "bad_frame")
        s.sendall(frame({"id": 2, "cmd": "ping"}))  # the connection goes on
        self.assertTrue(read_reply(s)["ok"])
        s.close()

    def test_truncated_frame(self):
        s = greeted()
        s.sendall(struct.pack("<I", 1000) + b"\x81\xa2id")
        s.shutdown(socket.SHUT_WR)
        self.expect_error(s, "bad_frame", closes=True)

    def test_oversized_frame(self):
        s = greeted()
        s.sendall(struct.pack("<I", 1 << 22))
        self.expect_error(s, "frame_too_large", closes=True)

    def test_wrong_token(self):
        with self.assertRaises(lorcana.ServerError) as cm:
            lorcana.Client(_secured.address, token="guess")
        self.assertEqual(cm.exception.code, "unauthorized")
        with self.assertRaises(lorcana.ServerError) as cm:
            lorcana.Client(_secured.address)
        self.assertEqual(cm.exception.code, "unauthorized")

    def test_wrong_types_and_unknown_commands(self):
        with lorcana.Client(_secured.address, token=TOKEN) as c:
            env = c.make()["env"]
            c.reset(env, seed=3)
            cases = [
                ("step", {"env": env, "actions": "first"}, "bad_request"),
                ("step", {"env": "one", "actions": [0]}, "bad_request"),
                ("step", {"env": env, "actions": [0], "turbo": True}, "bad_request"),
                ("make", {"num_envs": "many"}, "bad_request"),
                ("make", {"decks": ["no-such-deck"]}, "bad_request"),
                ("reset", {"env": 12345}, "no_such_env"),
                ("fly", {}, "unknown_command"),
                ("step", {"env": env, "actions": [10 ** 6]}, "illegal_action"),
                ("step", {"env": env, "actions": [-3]}, "illegal_action"),
            ]
            for cmd, args, code in cases:
                with self.subTest(cmd=cmd, args=args):
                    with self.assertRaises(lorcana.ServerError) as cm:
                        c.conn.call(cmd, args)
                    self.assertEqual(cm.exception.code, code, cm.exception.message)
            c.step(env, [0])  # the env is untouched and still plays

    def test_dead_server_does_not_hang(self):
        srv = lorcana.LocalServer()
        c = lorcana.Client(srv.address, timeout=5)
        env = c.make()["env"]
        c.reset(env)
        srv.proc.kill()
        srv.proc.wait()
        start = time.monotonic()
        with self.assertRaises((lorcana.ConnectionClosed, lorcana.Timeout)):
            c.step(env, [0])
        self.assertLess(time.monotonic() - start, 5.5)
        c.close()
        srv.close()

    def test_silent_server_times_out(self):
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        listener.bind(("127.0.0.1", 0))
        listener.listen(1)
        held = []
        t = threading.Thread(target=lambda: held.append(listener.accept()[0]), daemon=True)
        t.start()
        host, port = listener.getsockname()
        start = time.monotonic()
        with self.assertRaises(lorcana.Timeout):
            lorcana.Client(f"{host}:{port}", timeout=0.5)
        self.assertLess(time.monotonic() - start, 3)
        t.join(2)
        for s in held:
            s.close()
        listener.close()


if __name__ == "__main__":
    unittest.main()
