"""The client's build of the server: one binary per version of what builds
it, at most two kept, and a training run's files never rebuild it."""

import os
import shutil
import tempfile
import unittest
from unittest import mock

import lorcana
from lorcana import server

MAIN = 'package main\n\nimport _ "embed"\n\n//go:embed data/names.txt\nvar names string\n\nfunc main() { println(names, %d) }\n'


@unittest.skipIf(shutil.which("go") is None, "no go on PATH to build with")
class BinaryCacheTest(unittest.TestCase):
    def setUp(self):
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        self.root = os.path.join(tmp.name, "checkout")
        self.cache = os.path.join(tmp.name, "cache")
        self.write("go.mod", "module github.com/lorcana-rl/lorcana\n\ngo 1.21\n")
        self.write("cmd/lorcana/main.go", MAIN % 1)
        self.write("cmd/lorcana/data/names.txt", "a\n")
        self.write("cmd/lorcana/main_test.go", "package main\n")
        self.write("README.md", "x\n")

    def write(self, rel, text):
        p = os.path.join(self.root, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w") as f:
            f.write(text)

    def build(self):
        return server.build_binary(self.root, self.cache)

    def test_training_run_does_not_rebuild(self):
        first = self.build()
        made = os.stat(first).st_ino
        # what a training run and a notebook leave in the checkout
        self.write("checkpoints/run/metrics.csv", "step,win_rate\n1,0.5\n")
        self.write("checkpoints/run/ckpt-000100.ckpt", "weights")
        self.write("checkpoints/run/config.json", "{}")
        self.write("examples/runs/curve.csv", "1,2\n")
        self.write("cmd/lorcana/main_test.go", "package main\n\n// a test changed\n")
        self.write("cmd/lorcana/testdata/x.json", "{}")
        self.write("docs/new.md", "doc\n")
        again = self.build()
        self.assertEqual(again, first)
        self.assertEqual(os.stat(again).st_ino, made, "the binary was rebuilt")
        self.assertEqual(os.listdir(self.cache), [os.path.basename(first)])

    def test_sources_rebuild_and_two_are_kept(self):
        seen = [self.build()]
        self.write("cmd/lorcana/main.go", MAIN % 2)  # a Go source
        seen.append(self.build())
        self.write("cmd/lorcana/data/names.txt", "b\n")  # an embedded file
        seen.append(self.build())
        self.write("go.sum", "\n")
        seen.append(self.build())
        self.assertEqual(len(set(seen)), 4, "each change of what builds the server is a new binary")
        self.assertEqual(sorted(os.listdir(self.cache)), sorted(os.path.basename(p) for p in seen[-2:]))
        # going back to a kept version reuses it
        self.write("cmd/lorcana/main.go", MAIN % 2)
        self.write("cmd/lorcana/data/names.txt", "b\n")
        os.remove(os.path.join(self.root, "go.sum"))
        ino = os.stat(seen[2]).st_ino
        self.assertEqual(self.build(), seen[2])
        self.assertEqual(os.stat(seen[2]).st_ino, ino, "a kept binary was rebuilt")

    def test_checkout_sources(self):
        """In this checkout: the embedded data counts, run folders don't."""
        root = server.repo_root()
        if root is None:
            self.skipTest("the package is not in a checkout")
        files = {os.path.relpath(p, root) for p in server.source_files(root)}
        self.assertIn("go.mod", files)
        self.assertIn(os.path.join("cards", "catalog.json"), files)
        self.assertIn(os.path.join("checkpoints", "bot.ckpt"), files)
        self.assertFalse([f for f in files if f.endswith("_test.go")])
        self.assertFalse([f for f in files if f.startswith(os.path.join("checkpoints", "run"))])
        self.assertFalse([f for f in files if f.endswith((".py", ".md", ".ipynb", ".csv"))])


class WithoutGoTest(unittest.TestCase):
    """A checkout on a machine without Go: the client runs a cached build
    of this version if there is one, else lorcana on PATH (docs/python.md)."""

    def setUp(self):
        if server.repo_root() is None:
            self.skipTest("the package is not in a checkout")
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        self.bin = os.path.join(tmp.name, "bin")  # PATH: no go in it
        self.cache = os.path.join(tmp.name, "cache")
        os.makedirs(self.bin)
        self.real = os.environ.get("LORCANA_BIN")
        env = {k: v for k, v in os.environ.items() if k != "LORCANA_BIN"}
        env.update(PATH=self.bin, LORCANA_CACHE=self.cache)
        patch = mock.patch.dict(os.environ, env, clear=True)
        patch.start()
        self.addCleanup(patch.stop)

    def put_on_path(self, target=None):
        p = os.path.join(self.bin, "lorcana")
        if target:
            os.symlink(target, p)
        else:
            with open(p, "w") as f:
                f.write("#!/bin/sh\n")
            os.chmod(p, 0o755)
        return p

    def test_path(self):
        self.assertIsNone(shutil.which("go"))
        p = self.put_on_path()
        self.assertEqual(server.find_binary(), p)

    def test_cached_build_first(self):
        root = server.repo_root()
        os.makedirs(self.cache)
        cached = os.path.join(self.cache, "lorcana-" + server.fingerprint(root))
        with open(cached, "w") as f:
            f.write("#!/bin/sh\n")
        os.chmod(cached, 0o755)
        self.put_on_path()
        self.assertEqual(server.find_binary(), cached)

    def test_nothing(self):
        with self.assertRaises(lorcana.LorcanaError) as cm:
            server.find_binary()
        for word in ("LORCANA_BIN", "Go", "PATH"):
            self.assertIn(word, str(cm.exception))

    def test_server_from_path(self):
        if not self.real:
            self.skipTest("no LORCANA_BIN: no binary to put on PATH")
        self.put_on_path(os.path.abspath(self.real))
        srv = lorcana.LocalServer()
        self.addCleanup(srv.close)
        self.assertEqual(srv.binary, os.path.join(self.bin, "lorcana"))
        c = lorcana.Client(srv.address)
        self.addCleanup(c.close)
        self.assertEqual(c.conn.call("ping"), {})


if __name__ == "__main__":
    unittest.main()
