"""The numpy reference inference (lorcana.policy) and the ONNX export
reproduce the Go network's outputs on recorded observations."""

import os
import subprocess
import tempfile
import unittest

import numpy as np

import lorcana
from lorcana import policy
from lorcana.server import find_binary
from tests import support

try:
    import onnx
    from onnx import numpy_helper
except ImportError:  # python3-onnx is optional
    onnx = None


def export(tmp):
    """Exports the shipped bot (npz, onnx) and recorded samples into tmp."""
    binary = find_binary()
    out = os.path.join(tmp, "bot.npz")
    for args in (["--format", "npz", "--out", out, "--samples", "24", "--seed", "5"],
                 ["--format", "onnx", "--out", os.path.join(tmp, "bot.onnx")]):
        subprocess.run([binary, "export", "--checkpoint", "bot", *args], check=True, capture_output=True)
    return out


class PolicyTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.npz = export(cls.tmp.name)
        cls.samples = dict(np.load(os.path.join(cls.tmp.name, "bot.samples.npz")))
        cls.pol = policy.load(cls.npz)

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()
        support.stop_server()

    def inputs(self):
        return {k: self.samples[k] for k in policy._INPUTS}

    def check_logits(self, logits, value):
        s = self.samples
        legal = s["mask"] > 0
        self.assertTrue(legal.any(axis=1).all())
        np.testing.assert_allclose(logits[legal], s["logits"][legal], rtol=1e-5, atol=1e-5)
        self.assertTrue((logits[~legal] < -1e8).all(), "illegal options must be about -1e9")
        self.assertTrue(np.isfinite(logits).all())
        np.testing.assert_allclose(value, s["value"], rtol=1e-5, atol=1e-5)

    def test_compact_matches_go(self):
        s = self.samples
        full = {k: s["full_" + k] for k in policy._INPUTS}
        c = self.pol.compact(full)
        for k in policy._INPUTS:
            np.testing.assert_array_equal(c[k], s[k], err_msg=k)
        one = self.pol.compact({k: v[3] for k, v in full.items()})
        np.testing.assert_array_equal(one["option_refs"], s["option_refs"][3:4])

    def test_numpy_reproduces_go(self):
        self.check_logits(*self.pol.forward(**self.inputs()))

    def test_act_is_legal(self):
        s = self.samples
        for i in range(len(s["mask"])):
            a = self.pol.act({k: s["full_" + k][i] for k in policy._INPUTS})
            self.assertEqual(s["full_mask"][i][a], 1)

    # The exported bot plays through each env on what it returns (no
    # hand-made dict): one test per env.

    def test_act_gym(self):
        gym = lorcana.LorcanaGymEnv(opponent="random", address=support.server().address)
        self.addCleanup(gym.close)
        obs, info = gym.reset(seed=2)
        for steps in range(1, 2000):
            a = self.pol.act(obs, info["action_mask"])
            self.assertIsInstance(a, int)
            self.assertTrue(gym.action_masks()[a])
            obs, r, term, trunc, info = gym.step(a)
            if term or trunc:
                break
        self.assertTrue(term or trunc, "the game did not end")
        self.assertFalse(info["illegal_action"])
        with self.assertRaises(ValueError) as cm:  # a Gym observation alone has no mask
            self.pol.act(gym.reset(seed=2)[0])
        self.assertIn("action_mask", str(cm.exception))

    def test_act_aec(self):
        aec = lorcana.LorcanaAECEnv(address=support.server().address)
        self.addCleanup(aec.close)
        aec.reset(seed=3)
        ended = False
        for agent in aec.agent_iter(5000):
            obs, r, term, trunc, info = aec.last()
            if term or trunc:
                ended = True
                aec.step(None)
                continue
            a = self.pol.act(obs)
            self.assertEqual(obs["action_mask"][a], 1)
            aec.step(a)
        self.assertTrue(ended, "the game did not end")
        self.assertFalse(any(i["illegal_action"] for i in aec.infos.values()))

    def test_act_vector(self):
        vec = lorcana.LorcanaVectorEnv(4, opponent="random", seed=4, address=support.server().address)
        self.addCleanup(vec.close)
        obs, info = vec.reset()
        games = 0
        while games < 4:
            acts = self.pol.act(obs, info["action_mask"])
            self.assertEqual(acts.shape, (4,))
            self.assertTrue(info["action_mask"][np.arange(4), acts].all())
            obs, r, term, trunc, info = vec.step(acts)
            games += int((term | trunc).sum())

    @unittest.skipIf(onnx is None, "python3-onnx is not installed")
    def test_onnx_checks_and_reproduces_go(self):
        model = onnx.load(os.path.join(self.tmp.name, "bot.onnx"))
        onnx.checker.check_model(model, full_check=True)
        out = run_onnx(model, self.inputs())
        self.check_logits(out["logits"], out["value"])


def run_onnx(model, feeds):
    """Evaluates an ONNX graph made of the ops lorcana export emits, in numpy
    (float64; the opset-13 semantics of each op)."""
    env = {t.name: numpy_helper.to_array(t) for t in model.graph.initializer}
    env.update(feeds)
    for node in model.graph.node:
        a = {x.name: onnx.helper.get_attribute_value(x) for x in node.attribute}
        x = [env[i] for i in node.input]
        op = node.op_type
        f = lambda v: np.asarray(v, np.float64) if np.asarray(v).dtype.kind == "f" else np.asarray(v)
        if op == "Gather":
            y = np.take(x[0], x[1], axis=a.get("axis", 0))
        elif op == "MatMul":
            y = np.matmul(f(x[0]), f(x[1]))
        elif op in ("Add", "Sub", "Mul", "Div", "Max"):
            fn = {"Add": np.add, "Sub": np.subtract, "Mul": np.multiply, "Div": np.divide, "Max": np.maximum}[op]
            y = fn(f(x[0]), f(x[1]))
        elif op == "Relu":
            y = np.maximum(x[0], 0)
        elif op in ("Greater", "Less"):
            y = (np.greater if op == "Greater" else np.less)(x[0], x[1])
        elif op == "Cast":
            y = x[0].astype({1: np.float64, 6: np.int32, 7: np.int64}[a["to"]])
        elif op == "Unsqueeze":
            y = np.expand_dims(x[0], tuple(int(i) for i in x[1]))
        elif op == "Slice":
            sl = [slice(None)] * x[0].ndim
            for st, en, ax in zip(x[1], x[2], x[3]):
                sl[int(ax)] = slice(int(st), int(en))
            y = x[0][tuple(sl)]
        elif op == "ReduceSum":
            y = np.sum(x[0], axis=tuple(int(i) for i in x[1]), keepdims=bool(a.get("keepdims", 1)))
        elif op == "Concat":
            y = np.concatenate([f(v) for v in x], axis=a["axis"])
        elif op == "Pad":
            p = [int(v) for v in x[1]]
            r = x[0].ndim
            y = np.pad(x[0], [(p[i], p[i + r]) for i in range(r)])
        elif op == "Where":
            y = np.where(x[0], x[1], x[2])
        elif op == "GatherND":
            assert a.get("batch_dims") == 1
            data, idx = x
            y = np.stack([data[b][tuple(np.moveaxis(idx[b], -1, 0))] for b in range(data.shape[0])])
        else:
            raise NotImplementedError(op)
        env[node.output[0]] = y
    return {o.name: env[o.name] for o in model.graph.output}


if __name__ == "__main__":
    unittest.main()
