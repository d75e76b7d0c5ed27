"""The real Gymnasium and PettingZoo checkers on the environments:
pettingzoo.test.api_test and seed_test on LorcanaAECEnv (2, 3 and 4
players), gymnasium.utils.env_checker.check_env on LorcanaGymEnv at its
defaults, and Gymnasium's vector conventions on LorcanaVectorEnv.

They need gymnasium and pettingzoo: installed, or the unmodified sources
in shared/third_party/python that tests/run.py finds beside the checkout.
Without them the tests skip and say so."""

import contextlib
import io
import unittest
import warnings

import numpy as np

import lorcana
from tests import support

try:
    import gymnasium
    from gymnasium.utils.env_checker import check_env
    from gymnasium.vector import AutoresetMode, VectorEnv
    from gymnasium.vector.utils import batch_space
    from gymnasium.wrappers.vector import DictInfoToList, RecordEpisodeStatistics
    from pettingzoo.test import api_test, seed_test
    MISSING = None
except ImportError as e:
    MISSING = ("gymnasium and pettingzoo hidden by run.py --stand-ins" if "halted" in str(e) else
               f"gymnasium/pettingzoo not importable ({e}): run tests/run.py with ../shared/third_party/python "
               "beside the checkout, or put them on PYTHONPATH")
if MISSING is None and not lorcana.HAVE_PETTINGZOO:
    MISSING = "lorcana was imported before pettingzoo was on the path (its stand-ins are in use)"


def setUpModule():
    if MISSING is None:
        support.server()


def tearDownModule():
    support.stop_server()


class Counted(lorcana.LorcanaAECEnv):
    """LorcanaAECEnv that counts the games it finished, so a test can say
    the checker played to the end of one (the env's behaviour is the
    same)."""

    games_ended = 0
    illegal = 0

    def step(self, action):
        live = any(not (self.terminations[a] or self.truncations[a]) for a in self.agents)
        super().step(action)
        if live and self.agents and all(self.terminations[a] or self.truncations[a] for a in self.agents):
            if self.infos[self.agents[0]].get("illegal_action"):
                type(self).illegal += 1
            else:
                type(self).games_ended += 1


def checker_output(fn, *args, **kw):
    """Runs a checker, returning what it printed and the warnings it gave."""
    out = io.StringIO()
    with warnings.catch_warnings(record=True) as w, contextlib.redirect_stdout(out):
        warnings.simplefilter("always")
        fn(*args, **kw)
    clean = lambda m: m.replace("\x1b[33m", "").replace("\x1b[0m", "").split("\n")[0][:90]  # noqa: E731
    return out.getvalue(), sorted({clean(str(x.message)) for x in w})


@unittest.skipIf(MISSING, MISSING)
class PettingZooTest(unittest.TestCase):
    def make(self, players, **kw):
        return Counted(players=players, address=support.server().address, **kw)

    def api(self, players):
        Counted.games_ended = Counted.illegal = 0
        env = self.make(players)
        try:
            printed, warned = checker_output(api_test, env, num_cycles=1000)
        finally:
            env.close()
        self.assertIn("Passed API test", printed)
        self.assertGreaterEqual(Counted.games_ended, 1, "api_test never reached the end of a game")
        self.assertEqual(Counted.illegal, 0, "api_test samples legal actions")
        print(f"\n  api_test, {players} players: passed, {Counted.games_ended} game(s) to the end; warnings: {warned}")

    def test_api_test_2_players(self):
        self.api(2)

    def test_api_test_3_players(self):
        self.api(3)

    def test_api_test_4_players(self):
        self.api(4)

    def test_seed_test(self):
        for players in (2, 3, 4):
            with self.subTest(players=players):
                Counted.games_ended = 0
                seed_test(lambda: self.make(players), num_cycles=1000)
                self.assertGreaterEqual(Counted.games_ended, 2, "seed_test should play both games to the end")


@unittest.skipIf(MISSING, MISSING)
class GymnasiumTest(unittest.TestCase):
    def test_check_env_defaults(self):
        env = lorcana.LorcanaGymEnv(address=support.server().address)
        try:
            printed, warned = checker_output(check_env, env)
        finally:
            env.close()
        print(f"\n  check_env: passed; warnings: {warned}")


@unittest.skipIf(MISSING, MISSING)
class VectorConventionsTest(unittest.TestCase):
    def test_conventions(self):
        n = 4
        env = lorcana.LorcanaVectorEnv(n, opponent="random", seed=3, address=support.server().address, copy=True)
        try:
            self.assertIsInstance(env, VectorEnv)
            self.assertIs(env.metadata["autoreset_mode"], AutoresetMode.SAME_STEP)
            self.assertEqual(env.num_envs, n)
            self.assertIsInstance(env.single_observation_space, gymnasium.spaces.Dict)
            self.assertIsInstance(env.single_action_space, gymnasium.spaces.Discrete)
            self.assertEqual(env.observation_space, batch_space(env.single_observation_space, n))
            self.assertEqual(env.action_space, batch_space(env.single_action_space, n))
            obs, info = env.reset(seed=3)
            self.assertIn(obs, env.observation_space)
            for i in range(n):
                self.assertIn({k: v[i] for k, v in obs.items()}, env.single_observation_space)
        finally:
            env.close()

    def test_record_episode_statistics(self):
        """Gymnasium's own vector wrapper reads the autoreset mode and
        counts episodes as SAME_STEP envs report them."""
        env = RecordEpisodeStatistics(lorcana.LorcanaVectorEnv(
            4, opponent="random", seed=5, address=support.server().address))
        try:
            obs, info = env.reset(seed=5)
            rng = np.random.default_rng(0)
            ended = []
            for _ in range(3000):
                mask = info["action_mask"]
                acts = np.array([support.pick(rng, m) for m in mask], dtype=np.int32)
                obs, rew, term, trunc, info = env.step(acts)
                if "episode" in info:
                    done = info["_episode"]
                    ended += list(info["episode"]["r"][done])
                    self.assertTrue((info["episode"]["l"][done] > 0).all())
                if len(ended) >= 4:
                    break
            self.assertGreaterEqual(len(ended), 4)
            self.assertTrue(set(ended) <= {-1.0, 0.0, 1.0}, ended)
        finally:
            env.close()

    def test_dict_info_to_list(self):
        """Gymnasium's DictInfoToList reads the info of every reset and
        step (same-step layout: final_obs and final_info per env)."""
        n = 3
        env = DictInfoToList(lorcana.LorcanaVectorEnv(n, opponent="random", seed=4, address=support.server().address))
        try:
            obs, infos = env.reset(seed=4)
            self.assertEqual(len(infos), n)
            rng = np.random.default_rng(4)
            ended = 0
            for _ in range(3000):
                acts = np.array([support.pick(rng, i["action_mask"]) for i in infos], dtype=np.int32)
                obs, rew, term, trunc, infos = env.step(acts)
                self.assertEqual(len(infos), n)
                for i, info in enumerate(infos):
                    done = bool(term[i] or trunc[i])
                    self.assertEqual("final_obs" in info, done)
                    self.assertEqual("final_info" in info, done)
                    if done:
                        ended += 1
                        self.assertIn(info["final_obs"], env.single_observation_space)
                        self.assertEqual(info["final_info"]["to_play"], -1)
                        self.assertEqual(info["final_info"]["winner"], info["winner"])
                    self.assertEqual(int(info["action_mask"].sum()), info["num_options"])
                if ended >= 2:
                    break
            self.assertGreaterEqual(ended, 2)
        finally:
            env.close()


if __name__ == "__main__":
    unittest.main()
