"""Masked PPO in PyTorch over LorcanaVectorEnv, in the style of CleanRL: one
file that reads top to bottom (arguments, network, rollouts, advantages,
minibatch updates, evaluation).

The learner plays against the server's built-in "random" agent on the
reference decks, in both seats (one vector env per seat), and stops when
its greedy policy wins --target of --eval-games games (both seats), or at
--total-steps, or at --time-limit seconds.

    /usr/bin/python3 examples/torch_ppo.py                     # the full run
    /usr/bin/python3 examples/torch_ppo.py --total-steps 4096 --eval-games 16   # a smoke run
    /usr/bin/python3 examples/torch_ppo.py --dask tcp://HEAD:8786   # the games on a Dask cluster

Needs numpy, msgpack and PyTorch (Debian: apt-get install python3-numpy
python3-msgpack python3-torch). It prints one line per evaluation: learner
steps, seconds, learner steps/s, the rolling win rate of the sampled policy
in training and the greedy policy's evaluation win rate.
"""

import argparse
import math
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "bridge", "python"))
try:
    import msgpack  # noqa: F401
    import numpy as np
    import torch
    import torch.nn as nn
    import torch.nn.functional as F
except ImportError as e:
    sys.exit(f"{sys.executable}: {e}. torch_ppo.py needs numpy, msgpack and PyTorch: on Debian, apt-get install "
             "python3-numpy python3-msgpack python3-torch and run it with /usr/bin/python3")
import lorcana  # noqa: E402

FIELDS = ["card_index", "cards", "globals", "options", "option_refs"]


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--num-envs", type=int, default=64, help="games at once, half in each seat")
    p.add_argument("--num-steps", type=int, default=64, help="learner steps per env per rollout")
    p.add_argument("--total-steps", type=int, default=3_000_000, help="learner steps in all (at most)")
    p.add_argument("--time-limit", type=float, default=600, help="seconds of training (at most)")
    p.add_argument("--lr", type=float, default=5e-4)
    p.add_argument("--gamma", type=float, default=0.995)
    p.add_argument("--gae-lambda", type=float, default=0.95)
    p.add_argument("--minibatches", type=int, default=4)
    p.add_argument("--update-epochs", type=int, default=2)
    p.add_argument("--clip-coef", type=float, default=0.2)
    p.add_argument("--ent-coef", type=float, default=0.01)
    p.add_argument("--vf-coef", type=float, default=0.5)
    p.add_argument("--max-grad-norm", type=float, default=0.5)
    p.add_argument("--options", type=int, default=32, help="options the network scores (the first ones)")
    p.add_argument("--rows", default="10,12,0,8",
                   help="card rows the network reads of hand, play, discard and look (the first of each)")
    p.add_argument("--eval-every", type=float, default=30, help="seconds between evaluations")
    p.add_argument("--eval-games", type=int, default=200, help="games of each evaluation (both seats)")
    p.add_argument("--target", type=float, default=0.95, help="stop once an evaluation reaches this win rate")
    p.add_argument("--final-games", type=int, default=1000, help="games of the final evaluation (0: none)")
    p.add_argument("--threads", type=int, default=1, help="torch threads (the server uses the other core)")
    p.add_argument("--save", default="", help="save the trained network's state_dict to this file")
    p.add_argument("--dask", nargs="?", const="local", metavar="ADDRESS",
                   help="train on DaskVectorEnv: the games on the workers of the Dask scheduler at ADDRESS, or "
                        "without ADDRESS of a LocalCluster of --dask-workers processes (evaluation stays local)")
    p.add_argument("--dask-workers", type=int, default=2, help="worker processes of --dask's LocalCluster")
    p.add_argument("--dask-direct", metavar="HOST", help="with --dask: the workers' servers listen on TCP at HOST "
                                                         "(a host of their machines, 127.0.0.1 for a LocalCluster) and "
                                                         "the learner steps them directly, not through Dask")
    a = p.parse_args(argv)
    for name in ("num_envs", "num_steps", "total_steps", "minibatches", "update_epochs", "options", "eval_games",
                 "threads", "dask_workers"):
        if getattr(a, name) < 1:
            p.error(f"--{name.replace('_', '-')} {getattr(a, name)}: want at least 1")
    if a.dask_direct and a.dask is None:
        p.error("--dask-direct HOST: give --dask too")
    if a.num_envs % 2:
        p.error(f"--num-envs {a.num_envs}: want an even number (half the games in each seat)")
    if (a.num_envs * a.num_steps) % a.minibatches:
        p.error(f"--minibatches {a.minibatches}: must divide --num-envs x --num-steps ({a.num_envs * a.num_steps})")
    try:
        a.rows = [int(x) for x in a.rows.split(",")]
        assert len(a.rows) == 4 and min(a.rows) >= 0 and sum(a.rows) > 0
    except (ValueError, AssertionError):
        p.error(f"--rows {a.rows!r}: want four counts (hand, play, discard, look), e.g. 10,12,0,8")
    for name, ok, want in (("lr", a.lr > 0, "more than 0"), ("gamma", 0 < a.gamma <= 1, "in (0, 1]"),
                           ("gae_lambda", 0 <= a.gae_lambda <= 1, "in [0, 1]"), ("clip_coef", a.clip_coef > 0, "more than 0"),
                           ("ent_coef", a.ent_coef >= 0, "0 or more"), ("vf_coef", a.vf_coef >= 0, "0 or more"),
                           ("max_grad_norm", a.max_grad_norm > 0, "more than 0"),
                           ("time_limit", a.time_limit > 0, "more than 0 seconds"),
                           ("eval_every", a.eval_every >= 0, "0 (every update) or more seconds")):
        if not ok:
            p.error(f"--{name.replace('_', '-')} {getattr(a, name)}: want {want}")
    if a.final_games < 0:
        p.error(f"--final-games {a.final_games}: want 0 (none) or more")
    if not 0 < a.target <= 1:
        p.error(f"--target {a.target}: want a win rate in (0, 1]")
    return a


class Compact:
    """Cuts the observation down to what the network reads: the first rows
    of each section of the card table (hand, play, discard, look; --rows)
    and the first --options options, with option_refs renumbered to the
    rows kept (a card not kept, or none: the zero row at the end)."""

    def __init__(self, spec, rows, options):
        starts = [0, spec["play_start"], spec["discard_start"], spec["look_start"], spec["card_rows"]]
        keep = [np.arange(a, min(a + n, b)) for a, b, n in zip(starts, starts[1:], rows)]
        self.rows = np.concatenate(keep)
        sizes = np.cumsum([0] + [len(k) for k in keep])
        self.sections = [(int(a), int(b)) for a, b in zip(sizes, sizes[1:]) if b > a]
        self.row_map = np.full(spec["card_rows"] + 1, len(self.rows), dtype=np.int64)  # last entry: ref -1
        self.row_map[self.rows] = np.arange(len(self.rows))
        self.k = options

    def __call__(self, obs, mask):
        """Tensors of a batch, copied out of the env's arrays (shared memory views)."""
        k = self.k
        t = {"card_index": obs["card_index"][:, self.rows], "cards": obs["cards"][:, self.rows],
             "globals": obs["globals"], "options": obs["options"][:, :k],
             "option_refs": self.row_map[obs["option_refs"][:, :k]]}
        return ({n: torch.from_numpy(np.ascontiguousarray(v)) for n, v in t.items()},
                torch.from_numpy(np.asarray(mask[:, :k], dtype=np.float32)))


class Agent(nn.Module):
    """Scores each option from its features, the cards it points at and the
    state (card rows pooled per section of the table, with the globals);
    a value head reads the state. Illegal options get -1e9 (never -inf)."""

    def __init__(self, spec, num_card_index, sections, card_dim=32, hidden=128, option_hidden=64):
        super().__init__()
        self.sections = sections
        self.embed = nn.Embedding(num_card_index, card_dim)
        self.card = nn.Linear(spec["card_features"], card_dim)
        state_in = card_dim * len(self.sections) + spec["global_features"]
        self.trunk = nn.Sequential(nn.Linear(state_in, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.opt = nn.Linear(spec["option_features"], option_hidden)
        self.src = nn.Linear(card_dim, option_hidden, bias=False)
        self.tgt = nn.Linear(card_dim, option_hidden, bias=False)
        self.state_opt = nn.Linear(hidden, option_hidden, bias=False)
        self.score = nn.Linear(option_hidden, 1)
        self.value = nn.Linear(hidden, 1)

    def forward(self, obs, mask):
        ci = obs["card_index"]
        present = (ci > 0).float().unsqueeze(-1)
        e = F.relu(self.card(obs["cards"]) + self.embed(ci)) * present               # [N, R, C]
        pooled = [e[:, a:b].sum(1) / present[:, a:b].sum(1).clamp(min=1) for a, b in self.sections]
        s = self.trunk(torch.cat(pooled + [obs["globals"]], dim=1))                  # [N, H]
        e0 = torch.cat([e, torch.zeros_like(e[:, :1])], dim=1)                        # row R: no card
        refs = obs["option_refs"]
        n = torch.arange(e.shape[0]).unsqueeze(1)
        h = self.opt(obs["options"]) + self.src(e0[n, refs[..., 0]]) + self.tgt(e0[n, refs[..., 1]])
        logits = self.score(F.relu(h + self.state_opt(s).unsqueeze(1))).squeeze(-1)  # [N, k]
        logits = logits + (mask - 1.0) * 1e9
        return logits, self.value(s).squeeze(-1)


def cat(a, b):
    return {k: np.concatenate([a[k], b[k]]) for k in a}


class BothSeats:
    """Two vector envs against "random", the learner in seat 0 in one and in
    seat 1 in the other, stepped as one batch (first half seat 0). With
    dask (a distributed.Client) they are DaskVectorEnvs, whose games are on
    its workers, and both seats' steps are in flight together."""

    def __init__(self, n, seed, client, dask=None, direct=None):
        kw = dict(opponent="random", seed=seed, fields=FIELDS)
        if dask is None:
            self.envs = [lorcana.LorcanaVectorEnv(n // 2, seat=s, client=client, **dict(kw, seed=seed + s))
                         for s in (0, 1)]
        else:
            from lorcana.dask_vector import DaskVectorEnv
            self.envs = [DaskVectorEnv(n // 2, seat=s, client=dask, host=direct, direct=bool(direct),
                                       **dict(kw, seed=seed + s)) for s in (0, 1)]
        self.dask = dask is not None
        self.half = n // 2

    def reset(self):
        (o0, i0), (o1, i1) = (e.reset() for e in self.envs)
        return cat(o0, o1), np.concatenate([i0["action_mask"], i1["action_mask"]])

    def step(self, actions):
        if self.dask:
            self.envs[0].step_async(actions[:self.half])
            self.envs[1].step_async(actions[self.half:])
            r0, r1 = self.envs[0].step_wait(), self.envs[1].step_wait()
        else:
            r0 = self.envs[0].step(actions[:self.half])
            r1 = self.envs[1].step(actions[self.half:])
        obs = cat(r0[0], r1[0])
        reward, term, trunc = (np.concatenate([r0[j], r1[j]]) for j in (1, 2, 3))
        mask = np.concatenate([r0[4]["action_mask"], r1[4]["action_mask"]])
        return obs, reward, term | trunc, mask

    def close(self):
        for e in self.envs:
            e.close()


def evaluate(agent, to_torch, games, seed, client, num_envs=32):
    """The greedy policy's win rate over at least `games` games, half in
    each seat."""
    env = BothSeats(min(num_envs, max(2, games - games % 2)), seed, client)
    obs, mask = env.reset()
    wins = done = 0
    with torch.no_grad():
        while done < games:
            o, m = to_torch(obs, mask)
            logits, _ = agent(o, m)
            obs, reward, finished, mask = env.step(logits.argmax(1).numpy().astype(np.int32))
            wins += int((reward[finished] > 0).sum())
            done += int(finished.sum())
    env.close()
    return wins / done, done


def wilson(p, n, z=1.96):
    """The 95% Wilson score interval of a win rate p over n games."""
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


def open_dask(args):
    """(a distributed.Client, the LocalCluster it made or None) for --dask,
    or (None, None) without it."""
    if args.dask is None:
        return None, None
    try:
        from distributed import Client
        from lorcana.distributed import local_cluster
    except ImportError:
        sys.exit("torch_ppo: --dask needs Dask's distributed package (Debian: apt-get install python3-distributed)")
    # direct_to_workers: the actors' calls go straight to their workers, not through the scheduler.
    if args.dask != "local":
        return Client(args.dask, direct_to_workers=True), None
    cluster = local_cluster(args.dask_workers)
    return Client(cluster, direct_to_workers=True), cluster


def main(argv=None):
    """Trains; returns the agent and the curve: (learner steps, seconds,
    training win rate, evaluation win rate) at each evaluation (the last:
    the final evaluation, training rate None)."""
    args = parse_args(argv)
    rng = np.random.default_rng(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    client = lorcana.Client()  # starts `lorcana serve`; the envs share it
    dask, cluster = open_dask(args)
    envs = BothSeats(args.num_envs, args.seed, client, dask, args.dask_direct)
    info = envs.envs[0].env_info
    to_torch = Compact(info["spec"], args.rows, args.options)
    agent = Agent(info["spec"], info["num_card_index"], to_torch.sections)
    optimizer = torch.optim.Adam(agent.parameters(), lr=args.lr, eps=1e-5)

    # Rollout storage: num_steps x num_envs.
    N, T = args.num_envs, args.num_steps
    batch = N * T
    next_obs, next_mask = to_torch(*envs.reset())
    obs_buf = {k: torch.zeros((T, *v.shape), dtype=v.dtype) for k, v in next_obs.items()}
    mask_buf = torch.zeros((T, *next_mask.shape))
    actions = torch.zeros((T, N), dtype=torch.long)
    logprobs, rewards, dones, values = (torch.zeros((T, N)) for _ in range(4))
    next_done = torch.zeros(N)

    start = time.time()
    global_step, last_eval, recent, curve = 0, 0.0, [], []
    num_updates = math.ceil(args.total_steps / batch)
    print(f"torch_ppo: {N} envs x {T} steps, {sum(p.numel() for p in agent.parameters())} parameters, "
          f"torch {torch.__version__} on {args.threads} thread(s)", flush=True)
    if dask is not None:
        print(f"torch_ppo: the games on Dask, {len(dask.scheduler_info()['workers'])} workers, "
              f"{envs.envs[0].transport}", flush=True)
    for update in range(1, num_updates + 1):
        # Anneal the learning rate over the run (by time or steps, whichever ends it).
        frac = max(1.0 - (update - 1) / num_updates, 1.0 - (time.time() - start) / args.time_limit)
        optimizer.param_groups[0]["lr"] = args.lr * max(frac, 0.05)

        # 1. Collect a rollout with the current policy (masked sampling).
        for step in range(T):
            global_step += N
            for k in obs_buf:
                obs_buf[k][step] = next_obs[k]
            mask_buf[step], dones[step] = next_mask, next_done
            with torch.no_grad():
                logits, value = agent(next_obs, next_mask)
                dist = torch.distributions.Categorical(logits=logits)
                action = dist.sample()
            actions[step], logprobs[step], values[step] = action, dist.log_prob(action), value
            obs, reward, done, mask = envs.step(action.numpy().astype(np.int32))
            rewards[step] = torch.from_numpy(reward.astype(np.float32))
            next_obs, next_mask = to_torch(obs, mask)
            next_done = torch.from_numpy(done.astype(np.float32))
            recent = (recent + list(reward[done] > 0))[-400:]

        # 2. Advantages by GAE (a finished game does not bootstrap: autoreset
        # put the next game's first observation in next_obs).
        with torch.no_grad():
            _, next_value = agent(next_obs, next_mask)
            advantages = torch.zeros_like(rewards)
            lastgaelam = 0
            for t in reversed(range(T)):
                nonterminal = 1.0 - (next_done if t == T - 1 else dones[t + 1])
                nextvalues = next_value if t == T - 1 else values[t + 1]
                delta = rewards[t] + args.gamma * nextvalues * nonterminal - values[t]
                advantages[t] = lastgaelam = delta + args.gamma * args.gae_lambda * nonterminal * lastgaelam
            returns = advantages + values

        # 3. PPO: a few epochs of minibatch updates over the flattened rollout.
        b_obs = {k: v.reshape(batch, *v.shape[2:]) for k, v in obs_buf.items()}
        b_mask = mask_buf.reshape(batch, -1)
        b_actions, b_logprobs = actions.reshape(-1), logprobs.reshape(-1)
        b_adv, b_returns, b_values = advantages.reshape(-1), returns.reshape(-1), values.reshape(-1)
        mb = batch // args.minibatches
        for epoch in range(args.update_epochs):
            order = rng.permutation(batch)
            for i in range(0, batch, mb):
                idx = torch.from_numpy(order[i:i + mb])
                logits, newvalue = agent({k: v[idx] for k, v in b_obs.items()}, b_mask[idx])
                dist = torch.distributions.Categorical(logits=logits)
                logratio = dist.log_prob(b_actions[idx]) - b_logprobs[idx]
                ratio = logratio.exp()
                adv = b_adv[idx]
                adv = (adv - adv.mean()) / (adv.std() + 1e-8)
                pg_loss = torch.max(-adv * ratio, -adv * ratio.clamp(1 - args.clip_coef, 1 + args.clip_coef)).mean()
                v_loss = 0.5 * ((newvalue - b_returns[idx]) ** 2).mean()
                # entropy over the legal options only (the masked ones have p = 0)
                p = dist.probs
                entropy = -(p * torch.log(p.clamp(min=1e-12))).sum(1).mean()
                loss = pg_loss - args.ent_coef * entropy + args.vf_coef * v_loss
                optimizer.zero_grad()
                loss.backward()
                nn.utils.clip_grad_norm_(agent.parameters(), args.max_grad_norm)
                optimizer.step()

        # 4. Log, evaluate the greedy policy now and then, stop at the target.
        elapsed = time.time() - start
        last = update == num_updates or elapsed >= args.time_limit
        if elapsed - last_eval >= args.eval_every or last:
            last_eval = elapsed
            rate, games = evaluate(agent, to_torch, args.eval_games, 10_000 + update, client)
            train_rate = float(np.mean(recent)) if recent else 0.0  # 0 until a game ends, never nan
            curve.append((global_step, round(elapsed, 1), train_rate, rate))
            print(f"steps {global_step:8d}  {elapsed:6.1f}s  {global_step / elapsed:7.0f} steps/s  "
                  f"train win rate {train_rate:.3f} ({len(recent)} games)  "
                  f"eval win rate {rate:.3f} ({games} games)  v_loss {v_loss.item():.3f}", flush=True)
            if rate >= args.target:
                print(f"torch_ppo: reached {rate:.3f} >= {args.target} against random "
                      f"after {global_step} learner steps, {elapsed:.0f}s", flush=True)
                break
        if last:
            break
    envs.close()
    if dask is not None:
        dask.close()
        if cluster is not None:
            cluster.close()
    if args.final_games:
        t = time.time()
        rate, games = evaluate(agent, to_torch, args.final_games, 20_000, client)
        lo, hi = wilson(rate, games)
        print(f"torch_ppo: final evaluation, greedy policy against random, both seats: {rate:.3f} over {games} games "
              f"(95% interval {lo:.3f}-{hi:.3f}; {time.time() - t:.0f}s)", flush=True)
        curve.append((global_step, round(elapsed, 1), None, rate))
    client.close()
    if args.save:
        torch.save(agent.state_dict(), args.save)
    return agent, curve


if __name__ == "__main__":
    main()
