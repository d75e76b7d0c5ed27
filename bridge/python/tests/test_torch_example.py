"""A short smoke run of examples/torch_ppo.py (masked PPO in PyTorch over
LorcanaVectorEnv). Skips, saying so, where PyTorch is not installed
(Debian: apt-get install python3-torch)."""

import importlib.util
import os
import subprocess
import sys
import unittest

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
SCRIPT = os.path.join(ROOT, "examples", "torch_ppo.py")


@unittest.skipIf(importlib.util.find_spec("torch") is None,
                 "PyTorch is not installed (apt-get install python3-torch): examples/torch_ppo.py not run")
class TorchExampleTest(unittest.TestCase):
    def test_smoke_run(self):
        args = ["--total-steps", "512", "--num-envs", "8", "--num-steps", "32", "--minibatches", "2",
                "--eval-games", "8", "--final-games", "8", "--eval-every", "0", "--target", "1"]
        r = subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True, timeout=600)
        self.assertEqual(r.returncode, 0, r.stderr[-3000:])
        lines = r.stdout.splitlines()
        self.assertTrue(lines[0].startswith("torch_ppo: 8 envs x 32 steps"), r.stdout)
        evals = [x for x in lines if x.startswith("steps ")]
        self.assertEqual(len(evals), 2, r.stdout)  # an evaluation after each of the 2 updates
        self.assertIn("final evaluation", lines[-1])
        self.assertNotIn("nan", r.stdout)

    @unittest.skipIf(importlib.util.find_spec("distributed") is None,
                     "no dask distributed (apt-get install python3-distributed): --dask not run")
    @unittest.skipIf("--stand-ins" in sys.argv[1:], "the cluster tests run once, in the run with the real libraries")
    def test_dask_smoke_run(self):
        args = ["--total-steps", "256", "--num-envs", "4", "--num-steps", "32", "--minibatches", "2",
                "--eval-games", "4", "--final-games", "0", "--eval-every", "0", "--target", "1",
                "--dask", "--dask-workers", "1"]
        r = subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True, timeout=600)
        self.assertEqual(r.returncode, 0, r.stderr[-3000:])
        self.assertIn("torch_ppo: the games on Dask, 1 workers, dask", r.stdout)
        self.assertEqual(len([x for x in r.stdout.splitlines() if x.startswith("steps ")]), 2, r.stdout)

    def test_bad_option(self):
        r = subprocess.run([sys.executable, SCRIPT, "--num-envs", "3"], capture_output=True, text=True, timeout=120)
        self.assertEqual(r.returncode, 2)
        self.assertIn("--num-envs 3", r.stderr)
        r = subprocess.run([sys.executable, SCRIPT, "--dask", "--dask-workers", "0"], capture_output=True, text=True,
                           timeout=120)
        self.assertEqual(r.returncode, 2)
        self.assertIn("--dask-workers 0", r.stderr)


if __name__ == "__main__":
    unittest.main()
