"""The hostile-input battery (issue 11, docs/bridge.md "Threat model"),
from Python over raw sockets against a real server: broken framing (deep
nesting, bogus length prefixes, truncation, compression bombs), every arg of
every command with wrong types and extreme values, paths, huge strings and
many clients at once. After each case a fresh client is served correctly."""

import contextlib
import math
import os
import socket
import struct
import tempfile
import threading
import time
import unittest

import msgpack

import lorcana
from tests import support

try:
    import zstandard
except ImportError:  # the compression cases are skipped
    zstandard = None

TOKEN = "hostile"
MAX_FRAME = 4_000_000
_srv = None
_dirs = None
CODES = {"bad_request", "bad_frame", "no_such_env", "game_over", "illegal_action", "limit"}


def setUpModule():
    global _srv, _dirs
    _dirs = (tempfile.TemporaryDirectory(), tempfile.TemporaryDirectory())
    decks, outside = _dirs[0].name, _dirs[1].name
    with open(os.path.join(outside, "secret.txt"), "w") as f:
        f.write("4 hunter2\n")
    os.symlink(os.path.join(outside, "secret.txt"), os.path.join(decks, "link.txt"))
    with open(os.path.join(decks, "bad.txt"), "w") as f:
        f.write("4 Secret Words Here\n")
    _srv = lorcana.LocalServer(token=TOKEN, args=["--max-frame", str(MAX_FRAME), "--deck-dir", decks])


def tearDownModule():
    _srv.close()
    for d in _dirs:
        d.cleanup()


def raw_socket():
    return support.raw_socket(_srv.address)


frame, frame_bytes, read_reply = support.frame, support.frame_bytes, support.read_reply


def nested(n):
    return b"\x91" * n + b"\xc0"


def send(s, data):
    """Sends without failing when the server closes first (it may answer
    a bad header before the rest arrives)."""
    try:
        s.sendall(data)
    except (BrokenPipeError, ConnectionResetError):
        pass


def greeted(compression=False):
    s = raw_socket()
    args = {"version": lorcana.protocol.VERSION, "token": TOKEN}
    if compression:
        args["compression"] = ["zstd"]
    send(s, frame({"id": 1, "cmd": "hello", "args": args}))
    r = read_reply(s)
    assert r and r["ok"], r
    return s


def served(test):
    """A fresh client is served correctly."""
    with lorcana.Client(_srv.address, token=TOKEN, timeout=20) as c:
        env = c.make(seed=1)["env"]
        r = c.reset(env, seed=1)
        test.assertGreater(int(r["num_options"][0]), 0)
        c.step(env, [0])


def check_message(test, msg):
    test.assertLessEqual(len(msg.encode()), 4096 + 3)
    test.assertNotIn("x" * 201, msg)


class HostileFramingTest(unittest.TestCase):
    def tearDown(self):
        served(self)

    def expect(self, s, code, closes, id_none=False):
        r = read_reply(s)
        self.assertIsNotNone(r, "no reply")
        self.assertFalse(r["ok"], r)
        self.assertEqual(r["error"]["code"], code, r["error"]["message"])
        check_message(self, r["error"]["message"])
        if id_none:
            self.assertIsNone(r["id"])
        if closes:
            self.assertIsNone(read_reply(s), "the connection stayed open")
        else:
            send(s, frame({"id": 9, "cmd": "ping"}))
            r = read_reply(s)
            self.assertTrue(r and r["ok"], r)
        s.close()

    def test_deep_nesting_before_hello(self):
        s = raw_socket()
        send(s, frame_bytes(nested(3_000_000)))  # over the 64 KiB of a hello
        self.expect(s, "frame_too_large", closes=True)
        s = raw_socket()
        send(s, frame_bytes(nested(60_000)))
        self.expect(s, "bad_frame", closes=True)

    def test_deep_nesting(self):
        s = greeted()
        send(s, frame_bytes(nested(3_000_000)))
        self.expect(s, "bad_frame", closes=False)

    def test_deep_nesting_in_args(self):
        s = greeted()
        head = msgpack.packb({"id": 2, "cmd": "ping"})
        send(s, frame_bytes(b"\x83" + head[1:] + msgpack.packb("args") + nested(100_000)))
        self.expect(s, "bad_frame", closes=False)

    def test_length_prefixes(self):
        for greet, header in [(False, 0x7FFFFFFF), (True, 0x7FFFFFFF), (True, 0xFFFFFFFF), (True, MAX_FRAME + 1)]:
            with self.subTest(greet=greet, header=hex(header)):
                s = greeted() if greet else raw_socket()
                send(s, struct.pack("<I", header) + b"\x80")
                self.expect(s, "frame_too_large", closes=True)

    def test_bogus_lengths_inside(self):
        for payload in [b"", b"\xdd\xff\xff\xff\xff", b"\xdf\xff\xff\xff\xff", b"\xdb\xff\xff\xff\xffx",
                        b"\xc6\xff\xff\xff\xff", b"\xd4\x01\x02", b"\xc1", b"\x81\xa2id\x01\x00"]:
            with self.subTest(payload=payload):
                s = greeted()
                send(s, frame_bytes(payload))
                self.expect(s, "bad_frame", closes=False)

    def test_truncation(self):
        for greet, data in [(True, b"\x05\x00"), (True, struct.pack("<I", 100) + b"\x81\xa2"), (False, struct.pack("<I", 50) + b"\x81")]:
            with self.subTest(greet=greet, data=data):
                s = greeted() if greet else raw_socket()
                send(s, data)
                s.shutdown(socket.SHUT_WR)
                self.expect(s, "bad_frame", closes=True)

    @unittest.skipIf(zstandard is None, "no zstandard")
    def test_zstd_bomb(self):
        bomb = zstandard.ZstdCompressor(level=3).compress(b"\0" * (256 << 20))
        self.assertLess(len(bomb), 100_000)
        s = greeted(compression=True)
        send(s, frame_bytes(bomb, 0x80000000))
        self.expect(s, "frame_too_large", closes=False)

    @unittest.skipIf(zstandard is None, "no zstandard")
    def test_corrupt_zstd_and_compression_not_agreed(self):
        s = greeted(compression=True)
        send(s, frame_bytes(b"\x28\xb5\x2f\xfd\x01\x02\x03\x04", 0x80000000))
        self.expect(s, "bad_frame", closes=False)
        s = greeted()
        send(s, frame_bytes(zstandard.ZstdCompressor().compress(msgpack.packb({"id": 1, "cmd": "ping"})), 0x80000000))
        self.expect(s, "bad_frame", closes=False)
        s = raw_socket()
        send(s, frame_bytes(zstandard.ZstdCompressor().compress(msgpack.packb({"id": 1, "cmd": "hello"})), 0x80000000))
        self.expect(s, "bad_frame", closes=True)

    def test_huge_strings(self):
        s = greeted()
        send(s, frame({"id": 3, "cmd": "x" * (3 << 20)}))
        self.expect(s, "bad_frame", closes=False)
        s = greeted()
        send(s, frame({"id": 3, "cmd": "x" * 900_000}))
        self.expect(s, "unknown_command", closes=False)
        s = greeted()
        send(s, frame({"id": 3, "cmd": "ping", "x" * 900_000: 1}))
        self.expect(s, "bad_request", closes=False)

    def test_bad_ids(self):
        for req in [{"id": -5, "cmd": "ping"}, {"id": 0.5, "cmd": "ping"}, {"cmd": "ping"}, {"id": "1", "cmd": "ping"}]:
            with self.subTest(req=req):
                s = greeted()
                send(s, frame(req))
                self.expect(s, "bad_request", closes=False, id_none=True)
        s = greeted()
        send(s, frame({"id": 2**64 - 1, "cmd": "ping"}))
        self.assertEqual(read_reply(s)["id"], 2**64 - 1)
        s.close()

    def test_bad_hellos(self):
        for args in [{"version": lorcana.protocol.VERSION, "token": "guess"}, {"version": math.nan, "token": TOKEN},
                     {"versions": [0] * 30_000, "token": TOKEN}, {"version": lorcana.protocol.VERSION, "token": "x" * 60_000},
                     {"versions": [0] * 1_000_000, "token": TOKEN}, {"version": lorcana.protocol.VERSION, "token": "x" * 900_000}]:
            with self.subTest(args=str(args)[:60]):
                s = raw_socket()
                send(s, frame({"id": 1, "cmd": "hello", "args": args}))
                r = read_reply(s)
                self.assertIn(r["error"]["code"], {"unauthorized", "handshake", "frame_too_large"})
                check_message(self, r["error"]["message"])
                self.assertIsNone(read_reply(s), "the connection stayed open")
                s.close()


HOSTILE = [
    ("string", "x"),
    ("300 kB string", "x" * 300_000),
    ("array", [1, "x", None]),
    ("map", {"x": 1}),
    ("bool", True),
    ("bytes", b"\x01\x02\x03"),
    ("NaN", math.nan),
    ("+inf", math.inf),
    ("-inf", -math.inf),
    ("-1", -1),
    ("min int64", -(2**63)),
    ("max uint64", 2**64 - 1),
    ("2^32", 2**32),
    ("1e300", 1e300),
    ("0.5", 0.5),
    ("deep", msgpack.ExtType(1, b"")),  # an extension type
    ("array of 300 kB strings", ["x" * 300_000] * 2),
    ("float array map", {"dtype": "<f4", "shape": [1], "data": b"\0\0\x80\x7f"}),
    ("huge shape", {"dtype": "<i4", "shape": [2**40, 2**40], "data": b""}),
]


class HostileArgsTest(unittest.TestCase):
    def test_every_arg_of_every_command(self):
        c = lorcana.Client(_srv.address, token=TOKEN)
        try:
            m = c.make(num_envs=2, seed=1)["env"]
            c.reset(m)
            state = c.conn.call("serialize", {"env": m})["state"]
            base = {
                "ping": {"x": 1},
                "make": {"num_envs": 1, "decks": ["set1-amber-steel"], "players": 2, "variant": "standard", "seed": 0,
                         "turn_limit": 0, "auto_answer": True, "skip_alter": False, "starting_player": 0,
                         "shaping": 0.0, "opponent": "random", "seat": 0, "autoreset": False, "fields": ["mask"],
                         "layout": "dense", "transport": "socket"},
                "reset": {"env": m, "seed": 1, "seeds": [1, 2], "envs": [0, 1]},
                "step": {"env": m, "actions": [0], "envs": [0]},
                "observe": {"env": m, "player": 0, "envs": [0]},
                "legal": {"env": m, "index": 0},
                "render": {"env": m, "index": 0, "view": 0},
                "serialize": {"env": m, "index": 0},
                "restore": {"env": m, "index": 0, "state": state},
                "clone": {"env": m, "index": 0},
                "close": {"env": 999},
            }
            cases = 0
            for cmd in sorted(base):
                for key in sorted(base[cmd]):
                    for name, value in HOSTILE:
                        with self.subTest(cmd=cmd, arg=key, value=name):
                            args = dict(base[cmd])
                            args[key] = value
                            cases += 1
                            try:
                                r = c.conn.call(cmd, args)
                                if cmd in ("make", "clone"):
                                    c.conn.call("close", {"env": r["env"]})
                            except lorcana.ServerError as e:
                                self.assertIn(e.code, CODES, e.message)
                                check_message(self, e.message)
                            c.conn.call("ping")
                    served(self)
            self.assertGreater(cases, 700)
        finally:
            c.close()

    def test_values_the_doc_names(self):
        with lorcana.Client(_srv.address, token=TOKEN) as c:
            for args in [{"shaping": 0.5}, {"shaping": 1}, {"turn_limit": 3.0}, {"seed": 2**64 - 1}]:
                with self.subTest(args=args):
                    c.conn.call("close", {"env": c.conn.call("make", args)["env"]})
            cases = [
                ("make", {"shaping": math.nan}, "shaping"),
                ("make", {"shaping": -math.inf}, "shaping"),
                ("make", {"turn_limit": 3.5}, "turn_limit"),
                ("make", {"seed": -1}, "seed"),
                ("reset", {}, "env is missing"),
                ("step", {"actions": [0]}, "env is missing"),
                ("observe", {"env": None}, "env is missing"),
                ("reset", {"env": 2**32}, "out of range"),
                ("restore", {"env": 1}, "state is missing"),
                ("make", {"opponent": "neural:/etc/passwd"}, "files are not read"),
                ("make", {"variant": "x" * 500_000}, "variant"),
            ]
            for cmd, args, want in cases:
                with self.subTest(cmd=cmd, args=str(args)[:60]):
                    with self.assertRaises(lorcana.ServerError) as cm:
                        c.conn.call(cmd, args)
                    self.assertEqual(cm.exception.code, "bad_request")
                    self.assertIn(want, cm.exception.message)
                    check_message(self, cm.exception.message)
        served(self)

    def test_deck_paths(self):
        decks = _dirs[0].name
        outside = _dirs[1].name
        with open(os.path.join(decks, "mine.txt"), "w") as f, open(
                os.path.join(os.path.dirname(lorcana.__file__), "..", "..", "..", "decks", "set1-amber-steel.txt")) as src:
            text = src.read()
            f.write(text)
        with lorcana.Client(_srv.address, token=TOKEN) as c:
            for deck in ["mine.txt", "set1-amber-steel", text]:
                with self.subTest(deck=deck[:40]):
                    c.conn.call("close", {"env": c.conn.call("make", {"decks": [deck]})["env"]})
            for deck in ["/etc/passwd", "../../../../../../etc/passwd", "/proc/self/environ", "link.txt",
                         os.path.join(outside, "secret.txt"), "../" + os.path.basename(outside) + "/secret.txt",
                         "bad.txt", ".", "x" * 500_000, "4 Nobody - Nothing\n" + "x" * 300_000 + "\n"]:
                with self.subTest(deck=deck[:40]):
                    with self.assertRaises(lorcana.ServerError) as cm:
                        c.conn.call("make", {"decks": [deck]})
                    self.assertEqual(cm.exception.code, "bad_request")
                    msg = cm.exception.message
                    check_message(self, msg)
                    for secret in ["root:", "hunter2", "Secret Words", "PATH="]:
                        self.assertNotIn(secret, msg)
        served(self)

    def test_observe_num_options_per_seat(self):
        with lorcana.Client(_srv.address, token=TOKEN) as c:
            env = c.make(num_envs=3, fields=["mask"])["env"]
            r = c.reset(env, seed=4)
            for _ in range(4):
                for p in range(2):
                    o = c.conn.call("observe", {"env": env, "player": p})
                    mask, n = o["obs"]["mask"], o["num_options"]
                    for i in range(3):
                        self.assertEqual(int(n[i]), int(mask[i].sum()))
                        self.assertEqual(int(n[i]) > 0, p == int(r["to_play"][i]))
                r = c.step(env, [0, 0, 0])


class ManyClientsTest(unittest.TestCase):
    def test_hostile_and_good_clients_at_once(self):
        attacks = [frame_bytes(nested(2_000_000)), struct.pack("<I", 0x7FFFFFFF) + b"\x80",
                   struct.pack("<I", 1000) + b"\x81", b"\x03\x00", frame({"id": 1, "cmd": "x" * (3 << 20)})]
        errors = []

        def attack(k):
            try:
                s = raw_socket()
                send(s, attacks[k % len(attacks)])
                s.shutdown(socket.SHUT_WR)
                while read_reply(s) is not None:
                    pass
                s.close()
            except OSError:
                pass  # the server may be at its connection limit

        def play():
            try:
                with lorcana.Client(_srv.address, token=TOKEN, timeout=30) as c:
                    env = c.make(num_envs=4, autoreset=True)["env"]
                    c.reset(env)
                    for _ in range(30):
                        c.step(env, [0, 0, 0, 0])
            except Exception as e:  # noqa: BLE001 - reported below
                errors.append(repr(e))

        threads = [threading.Thread(target=attack, args=(k,)) for k in range(20)]
        threads += [threading.Thread(target=play) for _ in range(6)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(120)
        self.assertEqual(errors, [])
        served(self)


STITCH = "Stitch - New Dog"


def deck_of(lines, count, name=STITCH):
    return f"{count} {name}\n" * lines


class SecondRoundTest(unittest.TestCase):
    """Issue 27: bounds on what one client may make the server read,
    compute and hold, seen from a client."""

    def refused(self, c, code="bad_request", **make):
        with self.assertRaises(lorcana.ServerError) as e:
            c.make(**make)
        self.assertEqual(e.exception.code, code, e.exception.message)
        check_message(self, e.exception.message)
        return e.exception.message

    def test_deck_bounds(self):
        with lorcana.Client(_srv.address, token=TOKEN, timeout=20) as c:
            self.assertIn("copies", self.refused(c, decks=[deck_of(1000, 999)]))
            self.assertIn("bytes", self.refused(c, decks=[deck_of(40_000, 999)]))
            self.assertIn("--max-deck-cards", self.refused(c, decks=[deck_of(25, 4) + f"1 {STITCH}\n"]))
            self.assertIn("lines", self.refused(c, decks=["#\n" * 2000 + deck_of(1, 4)]))
            c.make(decks=[deck_of(25, 4)])  # 100 cards: the bound

    def test_bad_lines_stop_reading(self):
        with lorcana.Client(_srv.address, token=TOKEN, timeout=20) as c:
            msg = self.refused(c, decks=[deck_of(1000, 1, "Nobody - Nothing Here")])
            self.assertIn("3 bad lines; reading stopped", msg)

    def test_agent_specs_name_no_path(self):
        with lorcana.Client(_srv.address, token=TOKEN, timeout=20) as c:
            self.assertEqual(c.hello.get("checkpoints"), [])
            want = None
            for name in ["nothere.bin", "/etc/passwd", "..", ".", "/dev/zero", "../../etc/hostname"]:
                with self.subTest(name=name):
                    msg = self.refused(c, opponent=f"ismcts-neural:1:{name}")
                    for leak in ["stat", "no such file", "directory", "permission"]:
                        self.assertNotIn(leak, msg)
                    msg = msg.replace(f'"{name}"', '"NAME"').replace(f':{name}"', ':NAME"')
                    want = want or msg
                    self.assertEqual(msg, want, "the errors tell which files exist")

    def test_simulations_bound(self):
        with lorcana.Client(_srv.address, token=TOKEN, timeout=20) as c:
            self.assertIn("--max-sims", self.refused(c, opponent="ismcts:1000000000"))
            c.make(opponent="ismcts:50")

    def test_list_args_bounded(self):
        with lorcana.Client(_srv.address, token=TOKEN, timeout=20) as c:
            env = c.make(fields=["mask"])["env"]
            c.reset(env)
            huge = {"dtype": "|u1", "shape": [3_000_000], "data": bytes(3_000_000)}
            for cmd, args in [("step", {"env": env, "actions": huge}), ("reset", {"env": env, "seeds": [0] * 100_000})]:
                with self.assertRaises(lorcana.ServerError) as e:
                    c.conn.call(cmd, args)
                self.assertEqual(e.exception.code, "bad_request")
                self.assertIn("at most 4096", e.exception.message)
            c.ping()

    def test_restore_invalid_utf8(self):
        with lorcana.Client(_srv.address, token=TOKEN, timeout=20) as c:
            env = c.make(fields=["mask"])["env"]
            c.reset(env)
            snap = msgpack.unpackb(c.serialize(env), raw=False)
            snap["config"] = b"bad \xff\xfe " + snap["config"].encode()
            bad = msgpack.packb(snap, use_bin_type=False)  # config as a str of bytes that are not UTF-8
            with self.assertRaises(lorcana.ServerError) as e:
                c.restore(env, bad)
            self.assertEqual(e.exception.code, "bad_request")
            self.assertIn("another configuration", e.exception.message)
            c.ping()


@contextlib.contextmanager
def local_server(*args):
    srv = lorcana.LocalServer(token=TOKEN, args=list(args))
    try:
        yield srv
    finally:
        srv.close()


class RequestBoundsTest(unittest.TestCase):
    """Issue 27: a request's time, a client that stops reading, token
    guessing; each with its own server."""

    def test_request_time_bound(self):
        with local_server("--max-sims", "1000000000", "--max-request", "300ms") as srv:
            with lorcana.Client(srv.address, token=TOKEN, timeout=30) as c:
                env = c.make(opponent="ismcts:1000000000", starting_player=2, fields=["mask"])["env"]
                with self.assertRaises(lorcana.ServerError) as e:
                    c.reset(env)
                self.assertEqual(e.exception.code, "limit")
                self.assertIn("--max-request", e.exception.message)
                with self.assertRaises(lorcana.ServerError) as e:
                    c.step(env, [0])
                self.assertEqual(e.exception.code, "game_over")
                c.ping()

    def test_client_that_stops_reading(self):
        with local_server("--write-timeout", "300ms", "--max-conns", "1") as srv:
            for _ in range(100):  # the server's own start-up probe may still hold the one slot
                s = support.raw_socket(srv.address, timeout=30)
                send(s, frame({"id": 1, "cmd": "hello", "args": {"version": lorcana.protocol.VERSION, "token": TOKEN}}))
                r = read_reply(s)
                if r["ok"] or r["error"]["code"] != "limit":
                    break
                s.close()
                time.sleep(0.1)
            self.assertTrue(r["ok"], r)
            send(s, frame({"id": 2, "cmd": "make", "args": {"num_envs": 8}}))
            env = read_reply(s)["result"]["env"]
            reset = frame({"id": 3, "cmd": "reset", "args": {"env": env}})

            def flood():
                try:
                    for _ in range(200):
                        s.sendall(reset)
                except OSError:
                    pass

            t = threading.Thread(target=flood)
            t.start()
            deadline = time.monotonic() + 30
            while True:  # the slot frees once the server drops the reader
                try:
                    with lorcana.Client(srv.address, token=TOKEN, timeout=10) as c:
                        c.ping()
                    break
                except lorcana.LorcanaError:
                    if time.monotonic() > deadline:
                        raise
                    time.sleep(0.2)
            s.close()
            t.join(30)

    def test_token_guessing(self):
        with local_server() as srv:
            checked, start = 0, time.monotonic()
            for _ in range(30):
                s = support.raw_socket(srv.address)
                send(s, frame({"id": 1, "cmd": "hello", "args": {"version": lorcana.protocol.VERSION, "token": "guess"}}))
                r = read_reply(s)
                s.close()
                self.assertEqual(r["error"]["code"], "unauthorized")
                checked += "not checked" not in r["error"]["message"]
            # at most 5 and one a second are compared, however slow the machine
            self.assertLessEqual(checked, 5 + int(time.monotonic() - start) + 1)
            self.assertIn("wrong token", srv.stderr())  # logged without --verbose


if __name__ == "__main__":
    unittest.main()
