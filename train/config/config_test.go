package config

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestDefault(t *testing.T) {
	c, err := Load(nil, []string{})
	if err != nil {
		t.Fatal(err)
	}
	if c.Seed != 1 || c.Env.Envs != 64 || c.PPO.LR != 0.001 || len(c.Eval.Opponents) != 2 || c.Checkpoint.Dir == "" {
		t.Errorf("default config %+v", c)
	}
	// The YAML rendering reads back to the same configuration.
	c2, err := Load([][]byte{[]byte(c.YAML())}, []string{})
	if err != nil {
		t.Fatal(err)
	}
	if c2.YAML() != c.YAML() {
		t.Errorf("round trip changed the config:\n%s\n%s", c.YAML(), c2.YAML())
	}
}

func TestOverrides(t *testing.T) {
	c, err := Load([][]byte{[]byte("ppo:\n  epochs: 3\ntime_limit: 90s\n")},
		[]string{"LORCANA_TRAIN_PPO_LR=0.01", "LORCANA_TRAIN_ENV_DECKS=[a, b]", "LORCANA_TRAIN_SEED=7", "LORCANA_TRAIN_ENV_BAG=nested", "OTHER=1"})
	if err != nil {
		t.Fatal(err)
	}
	if c.PPO.Epochs != 3 || c.PPO.LR != 0.01 || c.Seed != 7 || c.TimeLimit != 90*time.Second ||
		len(c.Env.Decks) != 2 || c.Env.Decks[1] != "b" || c.Env.Bag != "nested" {
		t.Errorf("overrides not applied: %+v", c)
	}
}

func TestErrorsNameTheKey(t *testing.T) {
	for _, c := range []struct {
		file string
		env  []string
		want string
	}{
		{"ppo:\n  epoch: 3\n", nil, "epoch"},
		{"bogus: 1\n", nil, "bogus"},
		{"ppo:\n  epochs: three\n", nil, "epochs"},
		{"ppo:\n  epochs: 2.5\n", nil, "epochs"},
		{"env:\n  envs: true\n", nil, "envs"},
		{"ppo:\n  gamma: 1.5\n", nil, "ppo.gamma"},
		{"time_limit: soon\n", nil, "time_limit"},
		{"env:\n  bag: stack\n", nil, "env.bag"},
		{"", []string{"LORCANA_TRAIN_PPO_EPOCH=2"}, "LORCANA_TRAIN_PPO_EPOCH"},
		{"", []string{"LORCANA_TRAIN_PPO_LR=fast"}, "lr"},
		{"ppo: [\n", nil, "file 1"},
		{"env: {pool: {random: 2, split: 1}}\n", nil, "env.pool.split"},
		{"env: {pool: {random: 2, split: -3}}\n", nil, "env.pool.split"},
		{"env: {pool: {random: 2, random_seed: 4}}\neval: {held_out_random: 1, held_out_seed: 4}\n", nil, "held_out_seed"},
	} {
		_, err := Load([][]byte{[]byte(c.file)}, append([]string{}, c.env...))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q %v: error %v, want one naming %q", c.file, c.env, err, c.want)
		}
	}
}

// LoadFiles reads files in order, each over the one before, and an error
// names the file: one missing, or one that is not YAML (Load can only say
// "file 2").
func TestLoadFilesNamesTheFile(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	first, second := write("a.yaml", "seed: 5\nppo:\n  lr: 0.01\n"), write("b.yaml", "seed: 6\n")
	c, err := LoadFiles([]string{first, " ", second}, []string{})
	if err != nil || c.Seed != 6 || c.PPO.LR != 0.01 {
		t.Fatalf("two files: %+v, %v", c, err)
	}
	for _, paths := range [][]string{
		{first, filepath.Join(dir, "missing.yaml")},
		{first, write("bad.yaml", "ppo: [\n")},
	} {
		_, err := LoadFiles(paths, []string{})
		if err == nil || !strings.Contains(err.Error(), paths[1]) {
			t.Errorf("%v: error %v, want one naming %s", paths, err, paths[1])
		}
	}
}

// configs/full.yaml, full-tune.yaml, full-anneal.yaml, full-greedy.yaml and
// full-greedy-decks.yaml (the shipped bot's training, five phases) load over
// the defaults, each warm start from the phase before.
func TestFullConfig(t *testing.T) {
	for _, tc := range []struct {
		files  []string // read in order
		anneal bool     // stopped by total_steps, the rate falling to 0
		from   string   // model.init: the warm start ("" for none)
	}{
		{[]string{"full.yaml"}, false, ""},
		{[]string{"full-tune.yaml"}, false, "checkpoints/full"},
		{[]string{"full-tune.yaml", "full-anneal.yaml"}, true, "checkpoints/full-tune"},
		{[]string{"full-tune.yaml", "full-greedy.yaml"}, true, "checkpoints/full-anneal"},
		{[]string{"full-tune.yaml", "full-greedy.yaml", "full-greedy-decks.yaml"}, true, "checkpoints/full-greedy"},
		{[]string{"every-deck.yaml"}, true, "checkpoints/bot.ckpt"},
	} {
		var paths []string
		for _, f := range tc.files {
			paths = append(paths, "../../configs/"+f)
		}
		c, err := LoadFiles(paths, []string{})
		if err != nil {
			t.Fatal(err)
		}
		if !c.HasPool() || len(c.Eval.HeldOut) != 2 || (c.TimeLimit == 0) != tc.anneal || c.PPO.AnnealLR != tc.anneal ||
			c.Model.Init != tc.from {
			t.Errorf("configs/%v: %+v", tc.files, c)
		}
	}
}

// configs/ffa3.yaml and ffa4.yaml (issue 30 part 4) load over the defaults:
// free-for-all of their player count, greedy in the pool's seats, and
// stopped by env steps.
func TestFreeForAllConfigs(t *testing.T) {
	for _, n := range []int{3, 4} {
		name := "ffa" + string(rune('0'+n)) + ".yaml"
		c, err := LoadFiles([]string{"../../configs/" + name}, []string{})
		if err != nil {
			t.Fatal(err)
		}
		if c.Env.Players != n || !c.HasPool() || len(c.SelfPlay.Agents) != 1 || c.SelfPlay.Agents[0] != "greedy" ||
			c.SelfPlay.AgentShare == 0 || c.TimeLimit != 0 || c.Checkpoint.Dir != "checkpoints/ffa"+string(rune('0'+n)) {
			t.Errorf("configs/%s: %+v", name, c)
		}
		// The shipped bot's run (checkpoints/ffaN.ckpt): the same over
		// it, seed 1, stopped by env steps, its periodic evaluation
		// against greedy only.
		ship := "ffa" + string(rune('0'+n)) + "-ship.yaml"
		s, err := LoadFiles([]string{"../../configs/" + name, "../../configs/" + ship}, []string{})
		if err != nil {
			t.Fatal(err)
		}
		if s.Env.Players != n || s.Seed != 1 || s.TotalSteps == c.TotalSteps || s.TimeLimit != 0 ||
			len(s.Eval.Opponents) != 1 || s.Eval.Opponents[0] != "greedy" || s.PPO != c.PPO || s.SelfPlay.AgentShare != c.SelfPlay.AgentShare {
			t.Errorf("configs/%s over %s: %+v", ship, name, s)
		}
	}
}

// With a split the held-out random decks come from the other side of it,
// so they may share the pool's seed; a split of 2 or more is valid.
func TestSplitValid(t *testing.T) {
	for _, y := range []string{
		"env: {pool: {random: 2, split: 0}}\n",
		"env: {pool: {random: 2, split: 2}}\n",
		"env: {pool: {random: 2, random_seed: 4, split: 8}}\neval: {held_out_random: 1, held_out_seed: 4}\n",
	} {
		if _, err := Load([][]byte{[]byte(y)}, []string{}); err != nil {
			t.Errorf("%q: %v", y, err)
		}
	}
}

// configs/expert.yaml (issue 30 parts 2 and 3) loads over the defaults:
// mode expert from the shipped bot, on configs/every-deck.yaml's pool and
// held-out decks, stopped by its time limit.
func TestExpertConfig(t *testing.T) {
	c, err := LoadFiles([]string{"../../configs/expert.yaml"}, []string{})
	if err != nil {
		t.Fatal(err)
	}
	every, err := LoadFiles([]string{"../../configs/every-deck.yaml"}, []string{})
	if err != nil {
		t.Fatal(err)
	}
	if c.Mode != ModeExpert || c.Model.Init != "checkpoints/bot.ckpt" || c.TimeLimit == 0 ||
		!reflect.DeepEqual(c.Env.Pool, every.Env.Pool) || !reflect.DeepEqual(c.Eval.HeldOut, every.Eval.HeldOut) ||
		c.Eval.HeldOutRandom != every.Eval.HeldOutRandom || c.Eval.HeldOutSeed != every.Eval.HeldOutSeed {
		t.Errorf("configs/expert.yaml: %+v", c)
	}
	if d, _ := Default(); d.Mode != ModePPO {
		t.Errorf("the default mode is %q", d.Mode)
	}
}

// Bad values of mode and expert.* are refused, naming the key; the
// expert.* keys are not checked in mode ppo.
func TestExpertValuesChecked(t *testing.T) {
	for _, tc := range []struct{ yaml, want string }{
		{"mode: alphazero\n", `mode: "alphazero" is no training mode`},
		{"mode: expert\nexpert: {sims: 0}\n", "expert.sims: value 0"},
		{"mode: expert\nexpert: {c: -1}\n", "expert.c: value -1"},
		{"mode: expert\nexpert: {games: 0}\n", "expert.games: value 0"},
		{"mode: expert\nexpert: {workers: 0}\n", "expert.workers: value 0"},
		{"mode: expert\nexpert: {explore: -1}\n", "expert.explore: value -1"},
		{"mode: expert\nexpert: {target_temperature: -0.5}\n", "expert.target_temperature: value -0.5"},
		{"mode: expert\nexpert: {target_temperature: 11}\n", "expert.target_temperature: value 11"},
		{"mode: expert\nexpert: {search_value: -0.1}\n", "expert.search_value: value -0.1"},
		{"mode: expert\nexpert: {search_value: 1.5}\n", "expert.search_value: value 1.5"},
		{"mode: expert\nexpert: {q_scale: 0}\n", "expert.q_scale: value 0"},
		{"mode: expert\nexpert: {q_scale: 2000}\n", "expert.q_scale: value 2000"},
		{"mode: expert\nexpert: {target: counts}\n", `expert.target: "counts" is no policy target`},
		{"mode: expert\nexpert: {target: improved, target_temperature: 0.25}\n", "leave it at 1"},
		{"mode: expert\nexpert: {target: improved, q_scale: 0.2}\n", ""},
		{"mode: expert\nexpert: {minibatch: 512, replay: 256, min_replay: 256}\n", "expert.replay: value 256"},
		{"mode: expert\nexpert: {min_replay: 100000}\n", "expert.min_replay: value 100000"},
		{"mode: expert\nexpert: {min_replay: 16}\n", "expert.min_replay: value 16"},
		{"mode: expert\nexpert: {updates: 0}\n", "expert.updates: value 0"},
		{"mode: expert\nexpert: {lr: 0}\n", "expert.lr: value 0"},
		{"mode: expert\nexpert: {value_coef: -1}\n", "expert.value_coef: value -1"},
		{"mode: expert\nenv: {players: 3}\n", "mode expert plays 2-player games"},
		{"mode: expert\nexpert: {simulations: 8}\n", "simulations"},
		{"expert: {sims: 0}\n", ""},
	} {
		_, err := Load([][]byte{[]byte(tc.yaml)}, []string{})
		if tc.want == "" {
			if err != nil {
				t.Errorf("%q: %v", tc.yaml, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: err %v, want one saying %q", tc.yaml, err, tc.want)
		}
	}
}
