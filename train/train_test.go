package train

import (
	"context"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/lorcana-rl/lorcana/train/checkpoint"
	"github.com/lorcana-rl/lorcana/train/config"
)

// tiny is a configuration small enough for tests.
func tiny(t *testing.T, dir string, totalSteps int) *config.Config {
	t.Helper()
	y := fmt.Sprintf(`
total_steps: %d
env: {envs: 4, turn_limit: 40}
model: {card_dim: 4, hidden: 8, option_hidden: 4, hand_rows: 4, play_rows: 4, look_rows: 2, options: 16}
ppo: {steps: 8, epochs: 1, minibatch: 16}
selfplay: {pool_fraction: 0.5, pool_size: 2, pool_every: 2}
eval: {every: 2, games: 2, final_games: 4, opponents: [random], search: greedy, search_every: 2, search_games: 2}
checkpoint: {dir: %q, every: 1, keep: 2}
`, totalSteps, dir)
	c, err := config.Load([][]byte{[]byte(y)}, []string{})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestTrainTinyRun(t *testing.T) {
	dir := t.TempDir()
	tr, err := New(tiny(t, dir, 32*5), Options{})
	if err != nil {
		t.Fatal(err)
	}
	sum, err := tr.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	// Each update takes 4 envs x 8 of the learner's decisions: at least 32
	// env steps, and at most 2x32+4 (half the games against a past
	// checkpoint, whose seat does not count).
	if sum.Updates < 3 || sum.EnvSteps < 160 || sum.EnvSteps >= 160+2*32+4 || sum.EnvSteps < int64(32*sum.Updates) ||
		len(sum.Final) != 1 || sum.Final[0].Games != 4 {
		t.Errorf("summary %+v", sum)
	}
	U := sum.Updates
	csv, err := os.ReadFile(filepath.Join(dir, MetricsFile))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(csv)), "\n")
	// A row for step 0 (the untrained network), then one per update;
	// random every 2 updates, the search opponent (greedy) too.
	if len(lines) != U+2 || !strings.HasSuffix(lines[0], ",win_rate_vs_random,win_rate_vs_greedy") ||
		!strings.HasPrefix(lines[1], "0,0,") || strings.HasSuffix(lines[1], ",,") || strings.HasSuffix(lines[2], ",,") == false ||
		strings.HasSuffix(lines[3], ",,") {
		t.Errorf("metrics.csv:\n%s", csv)
	}
	if png, err := os.ReadFile(filepath.Join(dir, PlotFile)); err != nil || !strings.HasPrefix(string(png), "\x89PNG") {
		t.Errorf("curves.png missing or not a PNG: %v", err)
	}
	// keep 2, plus the pool's (the last two even updates); the last one is
	// update U.
	all, _ := checkpoint.List(dir)
	var names, want []string
	for _, p := range all {
		names = append(names, filepath.Base(p))
	}
	pool := []int{U - U%2 - 2, U - U%2}
	var others []int
	for u := U; u >= 1 && len(others) < 2; u-- {
		if u%2 == 1 {
			others = append(others, u)
		}
	}
	for u := 1; u <= U; u++ {
		if slices.Contains(pool, u) || slices.Contains(others, u) {
			want = append(want, checkpoint.Name(u))
		}
	}
	if !slices.Equal(names, want) {
		t.Errorf("checkpoints %v, want %v", names, want)
	}
}

func TestTrainSameSeedSameWeights(t *testing.T) {
	run := func() []float32 {
		// 16 envs (the collection's pass in 2 spans) and minibatches of
		// 512 (2 shards), two updates.
		cfg, err := withYAML(t, t.TempDir(), 600, `
env: {envs: 16}
ppo: {steps: 32, minibatch: 512}`)
		if err != nil {
			t.Fatal(err)
		}
		return trainedWeights(t, cfg)
	}
	// On one core and on four: the collection and the update run on up to
	// GOMAXPROCS goroutines, and neither may change the result.
	sameOnCores(t, func(bool) []float32 { return run() })
}

// trainedWeights runs a training of cfg and returns some of its weights.
func trainedWeights(t *testing.T, cfg *config.Config) []float32 {
	t.Helper()
	tr, err := New(cfg, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tr.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	return tr.Net().Params[3].Data
}

// sameOnCores runs run on one core, then (second) on four, and fails where
// the weights it returns differ.
func sameOnCores(t *testing.T, run func(second bool) []float32) {
	t.Helper()
	old := runtime.GOMAXPROCS(1)
	a := run(false)
	runtime.GOMAXPROCS(4)
	b := run(true)
	runtime.GOMAXPROCS(old)
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("weight %d differs between two runs of the same seed (1 and 4 cores): %v %v", i, a[i], b[i])
		}
	}
}

// The test binary runs a long training when asked to (the child of
// TestKillAndResume).
func TestMain(m *testing.M) {
	if dir := os.Getenv("LORCANA_TRAIN_TEST_CHILD"); dir != "" {
		cfg, err := config.Load([][]byte{[]byte(fmt.Sprintf(childConfig, dir))}, []string{})
		if err == nil {
			var tr *Trainer
			if tr, err = New(cfg, Options{}); err == nil {
				_, err = tr.Run(context.Background())
			}
		}
		fmt.Fprintln(os.Stderr, err)
		os.Exit(3)
	}
	os.Exit(m.Run())
}

const childConfig = `
total_steps: 100000000
env: {envs: 4, turn_limit: 40}
model: {card_dim: 4, hidden: 8, option_hidden: 4, hand_rows: 4, play_rows: 4, look_rows: 2, options: 16}
ppo: {steps: 8, epochs: 1, minibatch: 16}
selfplay: {pool_fraction: 0.5, pool_size: 2, pool_every: 3, priority: 1}
eval: {every: 0, games: 2, final_games: 2, opponents: [random], search_every: 0}
checkpoint: {dir: %q, every: 1, keep: 2}
`

// A run killed with SIGKILL while it writes checkpoints leaves readable
// ones, and --resume goes on from the newest.
func TestKillAndResume(t *testing.T) {
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "LORCANA_TRAIN_TEST_CHILD="+dir)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(60 * time.Second)
	for {
		all, _ := checkpoint.List(dir)
		if len(all) > 0 {
			// Past update 4, and a past checkpoint has played some games
			// (its rate moved from 0.5).
			if f, err := checkpoint.Load(all[len(all)-1]); err == nil && f.Update >= 4 &&
				slices.ContainsFunc(f.PoolRates, func(r float32) bool { return r != 0.5 }) {
				break
			}
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatal("the child wrote no checkpoint in 60 s")
		}
		time.Sleep(20 * time.Millisecond)
	}
	time.Sleep(37 * time.Millisecond) // land anywhere in the next update
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()

	f, _, skipped, err := checkpoint.Newest(dir)
	if err != nil || len(skipped) > 0 {
		t.Fatalf("after the kill: %v, damaged %v", err, skipped)
	}
	cfg, err := config.Load([][]byte{[]byte(fmt.Sprintf(childConfig, dir))}, []string{})
	if err != nil {
		t.Fatal(err)
	}
	cfg.PPO.LR *= 2
	if _, err := New(cfg, Options{Resume: true}); err == nil {
		t.Fatal("resume with another learning rate was accepted")
	}
	cfg.PPO.LR /= 2
	cfg.Eval.FinalGames = 3 // may change
	tr, err := New(cfg, Options{Resume: true})
	if err != nil {
		t.Fatal(err)
	}
	// The pool and its rates (selfplay.priority) come back as saved.
	if len(tr.pool) != len(f.Pool) || len(f.PoolRates) != len(f.Pool) {
		t.Fatalf("resumed pool of %d, checkpoint's %v with rates %v", len(tr.pool), f.Pool, f.PoolRates)
	}
	for i, e := range tr.pool {
		if e.name != f.Pool[i] || e.rate != f.PoolRates[i] {
			t.Errorf("pool entry %d: %s at %v, saved %s at %v", i, e.name, e.rate, f.Pool[i], f.PoolRates[i])
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	// Stop after two more updates by cancelling from the progress of the run.
	go func() {
		for {
			all, _ := checkpoint.List(dir)
			if len(all) > 0 && strings.HasSuffix(all[len(all)-1], checkpoint.Name(f.Update+2)) {
				cancel()
				return
			}
			time.Sleep(10 * time.Millisecond)
		}
	}()
	sum, err := tr.Run(ctx)
	if err == nil || sum == nil {
		t.Fatalf("cancelled run: %v, %+v", err, sum)
	}
	if sum.Updates < f.Update+2 || sum.EnvSteps < int64(sum.Updates)*32 || sum.EnvSteps > int64(sum.Updates)*(2*32+4) {
		t.Errorf("resumed from update %d, ended at %d with %d steps", f.Update, sum.Updates, sum.EnvSteps)
	}
	csv, _ := os.ReadFile(filepath.Join(dir, MetricsFile))
	if n := strings.Count(strings.TrimSpace(string(csv)), "\n"); n != sum.Updates {
		t.Errorf("metrics.csv has %d rows after %d updates", n, sum.Updates)
	}
}

func TestWilson(t *testing.T) {
	for _, c := range []struct {
		k, n   int
		lo, hi float64
	}{
		{0, 0, 0, 1},
		{10, 10, 0.7225, 1},
		{5, 10, 0.2366, 0.7634},
		{95, 100, 0.8882, 0.9785},
	} {
		lo, hi := Wilson(c.k, c.n)
		if d := lo - c.lo; d > 1e-4 || d < -1e-4 {
			t.Errorf("Wilson(%d,%d) low %v, want %v", c.k, c.n, lo, c.lo)
		}
		if d := hi - c.hi; d > 1e-4 || d < -1e-4 {
			t.Errorf("Wilson(%d,%d) high %v, want %v", c.k, c.n, hi, c.hi)
		}
	}
}

// A run from scratch in a folder of an earlier run moves its files aside.
func TestFreshRunSetsAside(t *testing.T) {
	dir := t.TempDir()
	for i := 0; i < 2; i++ {
		tr, err := New(tiny(t, dir, 32), Options{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tr.Run(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	all, _ := checkpoint.List(dir)
	entries, _ := os.ReadDir(dir)
	aside := 0
	for _, e := range entries {
		if e.IsDir() && strings.HasPrefix(e.Name(), "previous-") {
			aside++
		}
	}
	if len(all) != 1 || aside != 1 {
		t.Errorf("%d checkpoints and %d folders set aside, want 1 and 1", len(all), aside)
	}
}

// ppo.anneal_lr: the rate falls linearly from ppo.lr to 0 at total_steps.
func TestLearningRate(t *testing.T) {
	cfg := tiny(t, t.TempDir(), 1000)
	cfg.PPO.LR = 0.002
	for _, c := range []struct {
		anneal bool
		steps  int64
		want   float32
	}{
		{false, 0, 0.002}, {false, 900, 0.002},
		{true, 0, 0.002}, {true, 250, 0.0015}, {true, 1000, 0}, {true, 1200, 0},
	} {
		cfg.PPO.AnnealLR = c.anneal
		if got := LearningRate(cfg, c.steps); math.Abs(float64(got-c.want)) > 1e-9 {
			t.Errorf("anneal %v after %d steps: %v, want %v", c.anneal, c.steps, got, c.want)
		}
	}
	cfg.PPO.AnnealLR = true
	tr, err := New(cfg, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tr.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	// The last update started within one update's steps of the end.
	if lr := tr.learner.Opt.LR; lr <= 0 || lr > 0.002*(2*32+4)/1000 {
		t.Errorf("the last update's rate %v", lr)
	}
}
