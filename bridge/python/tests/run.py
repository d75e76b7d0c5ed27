"""Runs the client's tests (unittest) and ends with the line
"N passed, N failed" that CI reads. Exit status 1 if any failed.

Gymnasium and PettingZoo are used when they can be imported, else from
the unmodified sources in shared/third_party/python beside the checkout
(a folder named so in any parent of the checkout) when there is one:
the environments then inherit the real base classes and
test_conformance.py runs the libraries' own checkers. ``--stand-ins``
hides both libraries, to test the client's stand-ins for them.
"""

import importlib.util
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))


def third_party():
    """The folder of shared/third_party/python above the checkout, or None."""
    d = os.path.dirname(HERE)
    while True:
        p = os.path.join(d, "shared", "third_party", "python")
        if os.path.isdir(os.path.join(p, "pettingzoo")) and os.path.isdir(os.path.join(p, "gymnasium")):
            return p
        parent = os.path.dirname(d)
        if parent == d:
            return None
        d = parent


def use_libraries(stand_ins):
    """Makes gymnasium and pettingzoo importable (or hides them) before
    lorcana is imported; says which on stderr."""
    if stand_ins:
        for name in ("gymnasium", "pettingzoo"):
            sys.modules[name] = None  # import raises ImportError
        print("python: gymnasium and pettingzoo hidden: testing the client's stand-ins", file=sys.stderr)
        return
    have = all(importlib.util.find_spec(n) is not None for n in ("gymnasium", "pettingzoo"))
    if not have:
        p = third_party()
        if p is None:
            print("python: no gymnasium/pettingzoo and no shared/third_party/python: "
                  "the conformance tests will skip", file=sys.stderr)
            return
        sys.path.insert(1, p)
        print(f"python: gymnasium and pettingzoo from {p}", file=sys.stderr)


def main():
    use_libraries("--stand-ins" in sys.argv[1:])
    suite = unittest.defaultTestLoader.discover(HERE, pattern="test_*.py", top_level_dir=os.path.dirname(HERE))
    result = unittest.TextTestRunner(verbosity=1).run(suite)
    failed = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
    skipped = len(result.skipped)
    passed = result.testsRun - failed - skipped
    line = f"python: {passed} passed, {failed} failed"
    if skipped:
        line += f", {skipped} skipped"
        reasons = {}
        for test, why in result.skipped:
            reasons.setdefault(why, []).append(test.id().rsplit(".", 1)[-1])
        for why, tests in reasons.items():
            print(f"python: {len(tests)} skipped ({why})", file=sys.stderr)
    print(line)
    return 1 if failed or result.testsRun == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
