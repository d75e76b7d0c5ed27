"""The README's Python snippet runs as written from the checkout: the
first ```python block of README.md, run by this interpreter from the
repository's root with PYTHONPATH=bridge/python (LORCANA_BIN, when set,
names the server binary; else the client builds the checkout's)."""

import os
import subprocess
import sys
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))


def readme_snippet():
    """The first ```python block of README.md, or None."""
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        lines = f.read().splitlines()
    try:
        start = lines.index("```python") + 1
        end = lines.index("```", start)
    except ValueError:
        return None
    return "\n".join(lines[start:end]) + "\n"


class ReadmeSnippetTest(unittest.TestCase):
    def test_runs_as_written(self):
        code = readme_snippet()
        self.assertIsNotNone(code, "README.md has no ```python block")
        env = dict(os.environ, PYTHONPATH="bridge/python")
        r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                           capture_output=True, text=True, timeout=600)
        self.assertEqual(r.returncode, 0, r.stderr[-3000:])
        self.assertIn("game over", r.stdout)  # the final board says how the game ended
        self.assertRegex(r.stdout, r"reward: (1\.0|-1\.0|0\.0)\n")


if __name__ == "__main__":
    unittest.main()
