"""Reading frames: small ones through the reused buffer (several in one
read, split across reads, moved to the front), large ones beside it."""

import socket
import struct
import threading
import unittest

import msgpack
import numpy as np

from lorcana.protocol import Connection


def frame(obj):
    p = msgpack.packb(obj, use_bin_type=True)
    return struct.pack("<I", len(p)) + p


def reader(sock, bufsize):
    """A Connection reading sock, without a handshake."""
    c = Connection.__new__(Connection)
    c._sock, c.address, c.timeout, c.max_frame, c._zd = sock, "test", 10, 64 << 20, None
    c._rbuf, c._rstart, c._rend = bytearray(bufsize), 0, 0
    return c


class ReadTest(unittest.TestCase):
    def test_frames(self):
        a, b = socket.socketpair()
        self.addCleanup(a.close)
        self.addCleanup(b.close)
        big = np.arange(50000, dtype=np.int32)
        msgs = [{"n": i, "pad": "x" * (i * 7 % 90)} for i in range(300)]
        msgs.insert(150, {"arr": {"dtype": "<i4", "shape": [50000], "data": big.tobytes()}})
        data = b"".join(frame(m) for m in msgs)

        def send():  # in pieces of odd sizes, so frames split across reads
            for i in range(0, len(data), 333):
                b.sendall(data[i:i + 333])

        t = threading.Thread(target=send)
        t.start()
        c = reader(a, 256)  # small: frames move to the front, the array is large
        for m in msgs:
            got = c.receive()
            if "arr" in m:
                np.testing.assert_array_equal(got["arr"], big)
            else:
                self.assertEqual(got, m)
        t.join()


if __name__ == "__main__":
    unittest.main()
