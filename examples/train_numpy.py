"""A training loop in plain numpy that drives the bridge: a linear policy
over the option features (one score per legal option, softmax over the
legal ones) learns by REINFORCE against the built-in random opponent, in a
vector of environments stepped in one round trip.

    /usr/bin/python3 examples/train_numpy.py [--envs 32] [--steps 3000]

(Debian's python3 with python3-numpy and python3-msgpack; another python3
with numpy and msgpack works too.)

It prints the learner's win rate as games finish. Only the shape of the loop
matters here; a real agent would use the card table too (a network).
"""

import argparse
import os
import sys

try:
    import msgpack  # noqa: F401
    import numpy as np
except ImportError as e:
    sys.exit(f"{sys.executable}: {e}. train_numpy.py needs numpy and msgpack: on Debian, "
             "apt-get install python3-numpy python3-msgpack and run it with /usr/bin/python3 "
             "(or pip install numpy msgpack for this interpreter)")

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "bridge", "python"))
import lorcana  # noqa: E402


def policy(w, options, mask):
    """Probabilities of each option: softmax of options @ w over the legal."""
    logits = options @ w                                   # [N, K]
    logits = np.where(mask > 0, logits, -np.inf)
    logits -= logits.max(axis=1, keepdims=True)
    p = np.exp(logits)
    return p / p.sum(axis=1, keepdims=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--envs", type=int, default=32)
    ap.add_argument("--steps", type=int, default=3000, help="vector steps")
    ap.add_argument("--lr", type=float, default=0.02)
    ap.add_argument("--seed", type=int, default=0)
    a = ap.parse_args()
    rng = np.random.default_rng(a.seed)
    # The learner is seat 0; "random" plays seat 1 inside the server. Only
    # the option features and the mask are needed, so only they travel.
    env = lorcana.LorcanaVectorEnv(a.envs, opponent="random", seat=0, seed=a.seed,
                                   fields=["options"])
    try:
        h = env.single_observation_space["options"].shape[1]
        w = np.zeros(h, dtype=np.float64)
        grads = [[] for _ in range(a.envs)]   # per env: grad log pi of each step of the game
        obs, info = env.reset()
        wins, games, recent = 0, 0, []
        for step in range(a.steps):
            x, mask = obs["options"], info["action_mask"]
            p = policy(w, x, mask)
            u = rng.random((a.envs, 1))
            acts = (p.cumsum(axis=1) < u).sum(axis=1).clip(0, x.shape[1] - 1)
            acts = np.where(mask[np.arange(a.envs), acts] > 0, acts, mask.argmax(axis=1))
            # grad of log softmax: x[chosen] - sum_k p_k x_k
            g = x[np.arange(a.envs), acts] - np.einsum("nk,nkh->nh", p, x)
            for i in range(a.envs):
                grads[i].append(g[i])
            obs, reward, term, trunc, info = env.step(acts.astype(np.int32))
            for i in np.flatnonzero(term | trunc):
                ret = float(reward[i])           # +1 win, -1 loss, 0 draw or cut
                w += a.lr * ret * np.sum(grads[i], axis=0) / max(len(grads[i]), 1)
                grads[i].clear()
                games += 1
                wins += ret > 0
                recent = (recent + [ret > 0])[-200:]
            if step % 500 == 0 or step == a.steps - 1:
                # no game has finished in the first steps: say so rather than print nan
                rate = f"{np.mean(recent):.2f}" if recent else "-   "
                print(f"step {step:6d}  games {games:5d}  win rate (last 200) {rate}  |w| {np.linalg.norm(w):.3f}")
    finally:
        env.close()


if __name__ == "__main__":
    main()
