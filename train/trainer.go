package train

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/env"
	"github.com/lorcana-rl/lorcana/train/checkpoint"
	"github.com/lorcana-rl/lorcana/train/config"
	"github.com/lorcana-rl/lorcana/train/model"
	"github.com/lorcana-rl/lorcana/train/ppo"
	"github.com/schollz/progressbar/v3"
)

// Options are the run's settings besides the configuration.
type Options struct {
	Resume   bool      // go on from the newest checkpoint of the run's folder
	Progress io.Writer // progress bar (nil: none)
	// ProgressLines: Progress is no terminal (a file, a pipe), so instead
	// of redrawing a bar it gets one line at most every ProgressLines.
	ProgressLines time.Duration
	Log           io.Writer // notes (nil: none)
	// ConfigName names the configuration files the run reads (as
	// --config took them), for its phase of the checkpoints' History.
	ConfigName string
}

// Summary is what a run ends with.
type Summary struct {
	Updates    int
	EnvSteps   int64
	Seconds    float64 // training time, evaluations included, over all sessions
	StepsPerS  float64 // env steps per second of this session's training (rollouts and updates, not evaluations)
	Final      []Result
	Checkpoint string // the last checkpoint written
	Stopped    string // why training stopped
	Metrics    string // the metrics file written (metrics.csv)
	Curves     string // the plot of the curves (curves.png)
}

// Trainer holds a run's state.
type Trainer struct {
	cfg     *config.Config
	opt     Options
	layout  *model.Layout
	net     *model.Net
	learner *ppo.Learner
	policy  *model.Fast
	oppRun  *model.Fast
	pool    []poolEntry
	// scripted: per selfplay.agents entry, an agent per env (agents are
	// not safe for concurrent use); nil when selfplay.agent_share is 0.
	scripted [][]agents.Agent
	rng      *rand.Rand
	pcg      *rand.PCG
	update   int
	steps    int64
	seconds  float64
	metrics  *Metrics
	dir      string
	// The decks: of training (a pool, or one per seat) and held out.
	trainDecks []*cards.Deck
	pooled     bool
	heldOut    []*cards.Deck
	// history: the phases the weights went through, this run's last
	// (checkpoint.File.History; its counts are filled in at each save).
	history []checkpoint.Phase
}

type poolEntry struct {
	name string
	net  *model.Net
	rate float32 // how often it beat the policy lately (a moving average of its results)
}

// rateStep is the weight of one game's result in a pool entry's rate.
const rateStep = 0.05

// New sets up a run: from scratch, or (opt.Resume) from the newest
// checkpoint of cfg.Checkpoint.Dir, which must have been made with the same
// configuration.
func New(cfg *config.Config, opt Options) (*Trainer, error) {
	t := &Trainer{cfg: cfg, opt: opt, dir: cfg.Checkpoint.Dir}
	if t.opt.Log == nil {
		t.opt.Log = io.Discard
	}
	// The decks first: a bad deck fails before anything is written.
	var notes, more []string
	var err error
	if t.trainDecks, t.pooled, notes, err = TrainingDecks(cfg); err != nil {
		return nil, fmt.Errorf("train: %w", err)
	}
	if t.heldOut, more, err = HeldOutDecks(cfg, t.trainDecks); err != nil {
		return nil, fmt.Errorf("train: %w", err)
	}
	// Then the fixed opponents (PPO's): an unknown agent fails before
	// anything is written too.
	if cfg.Mode == config.ModePPO {
		if t.scripted, err = scriptedAgents(cfg); err != nil {
			return nil, err
		}
	}
	for _, n := range append(notes, more...) {
		fmt.Fprintln(t.opt.Log, n)
	}
	if t.pooled {
		fmt.Fprintf(t.opt.Log, "training on a pool of %d decks", len(t.trainDecks))
		if len(t.heldOut) > 0 {
			fmt.Fprintf(t.opt.Log, "; %d decks held out", len(t.heldOut))
		}
		fmt.Fprintln(t.opt.Log)
	}
	spec := encode.NewSpec(cfg.Env.Players)
	keep := model.Keep{Hand: cfg.Model.HandRows, Play: cfg.Model.PlayRows, Discard: cfg.Model.DiscardRows,
		Look: cfg.Model.LookRows, Options: cfg.Model.Options}
	layout, err := model.NewLayout(spec, keep)
	if err != nil {
		return nil, err
	}
	t.layout = layout
	arch := model.Arch{CardDim: cfg.Model.CardDim, Hidden: cfg.Model.Hidden, OptionHidden: cfg.Model.OptionHidden}
	t.pcg = rand.NewPCG(cfg.Seed, 0x7472616931)
	t.rng = rand.New(t.pcg)
	t.metrics = newMetrics(cfg)
	var adam *ppo.Adam
	if opt.Resume {
		f, path, skipped, err := checkpoint.Newest(t.dir)
		for _, e := range skipped {
			fmt.Fprintf(t.opt.Log, "skipping a damaged checkpoint: %v\n", e)
		}
		if err != nil {
			return nil, fmt.Errorf("train: --resume: %w", err)
		}
		if !sameLearning(f.Config, cfg) {
			return nil, fmt.Errorf("train: --resume: %s was made with other settings (only total_steps, time_limit, eval.* but eval.held_out, and checkpoint.* may change; model.init starts a new run from it):\n%s", path, f.Config)
		}
		if _, err := f.Layout(); err != nil {
			return nil, err
		}
		if t.net, err = f.Net(); err != nil {
			return nil, err
		}
		adam = newAdam(cfg, t.net)
		if o := f.Optimizer; o != nil && len(o.M) == len(adam.M) {
			adam.Step, adam.M, adam.V = o.Step, o.M, o.V
		}
		if err := t.pcg.UnmarshalBinary(f.RNG); err != nil {
			return nil, fmt.Errorf("train: %s: random generator: %w", path, err)
		}
		t.update, t.steps, t.seconds = f.Update, f.EnvSteps, f.Seconds
		if t.history, err = t.resumedHistory(f); err != nil {
			return nil, err
		}
		for _, name := range f.Pool {
			pf, err := checkpoint.Load(filepath.Join(t.dir, name))
			if err != nil {
				return nil, fmt.Errorf("train: pool: %w", err)
			}
			pn, err := pf.Net()
			if err != nil {
				return nil, err
			}
			rate := float32(0.5)
			if i := len(t.pool); i < len(f.PoolRates) {
				rate = f.PoolRates[i]
			}
			t.pool = append(t.pool, poolEntry{name, pn, rate})
		}
		if err := t.metrics.load(filepath.Join(t.dir, MetricsFile), t.update); err != nil && !errors.Is(err, os.ErrNotExist) {
			return nil, err
		}
		fmt.Fprintf(t.opt.Log, "resuming from %s (update %d, %d env steps)\n", path, t.update, t.steps)
	} else {
		if cfg.Model.Init != "" {
			// Read before setAside, so a bad file leaves the folder as it was.
			var before []checkpoint.Phase
			if t.net, before, err = warmStart(cfg, layout, arch, t.opt.Log); err != nil {
				return nil, err
			}
			t.history = before
		}
		if err := t.setAside(); err != nil {
			return nil, err
		}
		if t.net == nil {
			if t.net, err = model.New(layout.Dims(), arch, cfg.Seed); err != nil {
				return nil, err
			}
		}
		adam = newAdam(cfg, t.net)
		phase, err := NewPhase(cfg, opt.ConfigName, t.trainDecks, t.heldOut)
		if err != nil {
			return nil, err
		}
		t.history = append(t.history, phase)
	}
	if cfg.Mode == config.ModeExpert {
		t.learner, err = ppo.NewSearchLearner(t.net, adam)
	} else {
		t.learner, err = ppo.NewLearner(t.net, adam)
	}
	if err != nil {
		return nil, err
	}
	if t.policy, err = model.NewFast(t.net); err != nil {
		return nil, err
	}
	if t.oppRun, err = model.NewFast(t.net); err != nil {
		return nil, err
	}
	return t, nil
}

// Net is the network being trained.
func (t *Trainer) Net() *model.Net { return t.net }

// Layout is the observation layout of the network.
func (t *Trainer) Layout() *model.Layout { return t.layout }

// Run trains until the configuration's step count or time limit, or until
// ctx is cancelled (then it saves a checkpoint and returns ctx's error with
// the summary so far), then plays the final evaluation.
func (t *Trainer) Run(ctx context.Context) (*Summary, error) {
	cfg := t.cfg
	if cfg.Mode == config.ModeExpert {
		return t.runExpert(ctx)
	}
	ecfg := env.DefaultConfig()
	ecfg.Players = cfg.Env.Players
	ecfg.Decks = cfg.Env.Decks
	if t.pooled {
		ecfg.Decks, ecfg.Pool = nil, t.trainDecks
	}
	ecfg.TurnLimit = cfg.Env.TurnLimit
	ecfg.Shaping = cfg.Env.Shaping
	bag, err := engine.ParseBagModel(cfg.Env.Bag)
	if err != nil {
		return nil, err // Validate refused it already
	}
	ecfg.Bag = bag
	// Fresh games for every session: the seed depends on where it starts.
	vec, err := env.NewVec(ecfg, cfg.Env.Envs, cfg.Seed^uint64(t.update)*0x9e3779b97f4a7c15)
	if err != nil {
		return nil, err
	}
	defer vec.Close()
	if note := vec.Note(); note != "" {
		fmt.Fprintln(t.opt.Log, note)
	}
	poolEnvs := int(float32(cfg.Env.Envs)*cfg.SelfPlay.PoolFraction + 0.5)
	if cfg.SelfPlay.PoolSize == 0 && cfg.SelfPlay.AgentShare == 0 {
		poolEnvs = 0
	}
	col := newCollector(vec, t.layout, poolEnvs)
	dims := t.layout.Dims()
	// The rollout: envs x steps of the learner's decisions, and room for
	// the last step's.
	want := cfg.Env.Envs * cfg.PPO.Steps
	ro := newRollout(dims, want+cfg.Env.Envs, cfg.Env.Envs, cfg.Env.Players)
	// Minibatches are rows of the rollout.
	mb := &ppo.Minibatch{Obs: *ro.obs, Actions: ro.actions, OldLogp: ro.logp, Advantages: ro.adv, Returns: ro.ret}
	coef := ppo.Coefficients{Clip: cfg.PPO.Clip, Value: cfg.PPO.ValueCoef, Entropy: cfg.PPO.EntropyCoef}
	evalCfg := t.evalConfig()

	var bar *progressbar.ProgressBar
	lines := t.opt.Progress != nil && t.opt.ProgressLines > 0
	var lastLine time.Time
	if t.opt.Progress != nil && !lines {
		bar = progressbar.NewOptions64(cfg.TotalSteps, progressbar.OptionSetWriter(t.opt.Progress),
			progressbar.OptionSetWidth(20), progressbar.OptionThrottle(200*time.Millisecond),
			progressbar.OptionShowCount(), progressbar.OptionSetPredictTime(true), progressbar.OptionClearOnFinish())
		_ = bar.Set64(t.steps)
	}
	start := time.Now()
	sessionStart := t.seconds
	var trainTime time.Duration
	var sessionSteps int64
	lastSaved := ""
	stopped := "total_steps reached"
	latest, err := t.evaluateFirst(evalCfg)
	if err != nil {
		return nil, err
	}
	for t.steps < cfg.TotalSteps {
		if why := t.stopBefore(ctx, start); why != "" {
			stopped = why
			break
		}
		t0 := time.Now()
		var opp opponent
		oppIdx := -1
		switch {
		case poolEnvs == 0:
		case len(t.scripted) > 0 && t.rng.Float32() < cfg.SelfPlay.AgentShare:
			opp.agents = t.scripted[t.rng.IntN(len(t.scripted))]
		case len(t.pool) > 0:
			oppIdx = t.pickOpponent()
			t.oppRun.SetWeights(t.pool[oppIdx].net)
			opp.net = t.oppRun
		}
		taken, err := col.collect(ro, want, t.policy, opp, t.rng)
		if err != nil {
			return nil, err
		}
		if oppIdx >= 0 {
			e := &t.pool[oppIdx]
			for _, r := range col.oppResults {
				e.rate += rateStep * (r - e.rate)
			}
		}
		ro.advantages(cfg.PPO.Gamma, cfg.PPO.Lambda)
		t.learner.Opt.LR = LearningRate(cfg, t.steps)
		st, err := t.optimise(ro, mb, coef)
		if err != nil {
			return nil, err
		}
		t.policy.SetWeights(t.net)
		dt := time.Since(t0)
		trainTime += dt
		t.update++
		t.steps += int64(taken)
		sessionSteps += int64(taken)
		row := MetricsRow{Update: t.update, EnvSteps: t.steps, Games: col.games,
			StepsPerSec: float64(sessionSteps) / trainTime.Seconds(), Stats: st, WinRates: map[string]float64{}}
		if err := t.recordUpdate(row, "update", &latest, evalCfg, func() float64 { return sessionStart + time.Since(start).Seconds() }); err != nil {
			return nil, err
		}
		if t.update%cfg.SelfPlay.PoolEvery == 0 && cfg.SelfPlay.PoolSize > 0 {
			if err := t.addToPool(); err != nil {
				return nil, err
			}
			lastSaved = filepath.Join(t.dir, checkpoint.Name(t.update))
		} else if t.update%cfg.Checkpoint.Every == 0 {
			if lastSaved, err = t.save(); err != nil {
				return nil, err
			}
		}
		status := fmt.Sprintf("update %d | %.0f steps/s | loss %.3f | ent %.2f | eval:%s |",
			t.update, row.StepsPerSec, st.Loss, st.Entropy, latest)
		if bar != nil {
			bar.Describe(status)
			_ = bar.Set64(min(t.steps, cfg.TotalSteps))
		}
		if lines && (time.Since(lastLine) >= t.opt.ProgressLines || t.steps >= cfg.TotalSteps) {
			lastLine = time.Now()
			fmt.Fprintf(t.opt.Progress, "%d/%d env steps (%.0f%%) | %s\n", min(t.steps, cfg.TotalSteps), cfg.TotalSteps,
				100*float64(min(t.steps, cfg.TotalSteps))/float64(max(cfg.TotalSteps, 1)), status)
		}
	}
	if bar != nil {
		_ = bar.Finish()
	}
	return t.finish(ctx, stopped, lastSaved, sessionStart+time.Since(start).Seconds(), sessionSteps, trainTime, evalCfg)
}

// stopBefore says why training stops before the next update ("" where it
// goes on): ctx cancelled, or time_limit reached since start.
func (t *Trainer) stopBefore(ctx context.Context, start time.Time) string {
	switch {
	case ctx.Err() != nil:
		return "interrupted"
	case t.cfg.TimeLimit > 0 && time.Since(start) >= t.cfg.TimeLimit:
		return "time_limit reached"
	}
	return ""
}

// evalConfig is the environment of the evaluations on the training decks.
func (t *Trainer) evalConfig() EvalConfig {
	cfg := t.cfg
	bag, _ := engine.ParseBagModel(cfg.Env.Bag) // Validate refused a bad one
	ec := EvalConfig{Players: cfg.Env.Players, Decks: cfg.Env.Decks, TurnLimit: cfg.Env.TurnLimit, Bag: bag}
	if t.pooled {
		ec.Decks, ec.Pool = nil, t.trainDecks
	}
	return ec
}

// evaluateFirst evaluates the network a new run starts with (step 0, the
// first point of the curves) where evaluations are asked for, and returns
// the progress line's summary.
func (t *Trainer) evaluateFirst(ec EvalConfig) (string, error) {
	cfg := t.cfg
	if t.update != 0 || len(t.metrics.Rows) != 0 || cfg.Eval.Every == 0 && cfg.Eval.SearchEvery == 0 {
		return " not yet evaluated", nil
	}
	row := MetricsRow{WinRates: map[string]float64{}}
	latest, err := t.evaluate(&row, cfg.Eval.Every > 0, cfg.Eval.SearchEvery > 0, ec)
	if err != nil {
		return "", err
	}
	t.metrics.Rows = append(t.metrics.Rows, row)
	return latest + " (the untrained network, step 0)", nil
}

// finish ends a session of training: the checkpoint of the last update
// (unless lastSaved is it), the metrics and, unless ctx was cancelled, the
// final evaluation. seconds is the training time over all sessions;
// sessionSteps the env steps of this session's trainTime.
func (t *Trainer) finish(ctx context.Context, stopped, lastSaved string, seconds float64, sessionSteps int64, trainTime time.Duration, evalCfg EvalConfig) (*Summary, error) {
	cfg := t.cfg
	t.seconds = seconds
	var err error
	if want := filepath.Join(t.dir, checkpoint.Name(t.update)); lastSaved != want {
		if lastSaved, err = t.save(); err != nil {
			return nil, err
		}
	}
	sum := &Summary{Updates: t.update, EnvSteps: t.steps, Seconds: t.seconds, Checkpoint: lastSaved, Stopped: stopped,
		Metrics: filepath.Join(t.dir, MetricsFile), Curves: filepath.Join(t.dir, PlotFile)}
	if trainTime > 0 {
		sum.StepsPerS = float64(sessionSteps) / trainTime.Seconds()
	}
	if err := t.metrics.Save(t.dir); err != nil {
		return sum, err
	}
	if err := ctx.Err(); err != nil {
		return sum, err
	}
	for _, o := range cfg.Eval.Opponents {
		r, err := Evaluate(t.policy, t.layout, o, cfg.Eval.FinalGames, cfg.Seed^0xf1a1, evalCfg)
		if err != nil {
			return sum, err
		}
		sum.Final = append(sum.Final, r)
		if len(t.heldOut) > 0 {
			r, err := Evaluate(t.policy, t.layout, o, cfg.Eval.FinalGames, cfg.Seed^0xf1a1, t.heldOutEval())
			if err != nil {
				return sum, err
			}
			r.Opponent = HeldOutKey(o)
			sum.Final = append(sum.Final, r)
		}
	}
	return sum, nil
}

// recordUpdate evaluates the network of the update just made where
// eval.every or eval.search_every asks for it (into row; latest becomes the
// progress line's summary, the update named by what), and adds row to the
// metrics with the training time then (seconds, also t.seconds).
func (t *Trainer) recordUpdate(row MetricsRow, what string, latest *string, ec EvalConfig, seconds func() float64) error {
	cfg := t.cfg
	regular := cfg.Eval.Every > 0 && t.update%cfg.Eval.Every == 0
	search := cfg.Eval.SearchEvery > 0 && t.update%cfg.Eval.SearchEvery == 0
	if regular || search {
		l, err := t.evaluate(&row, regular, search, ec)
		if err != nil {
			return err
		}
		*latest = l + fmt.Sprintf(" (%s %d)", what, t.update)
	}
	t.seconds = seconds()
	row.Seconds = t.seconds
	t.metrics.Rows = append(t.metrics.Rows, row)
	return nil
}

// evaluate plays the periodic evaluations of the current policy into row:
// against each of eval.opponents (regular) and against eval.search (search).
// It returns the summary for the progress bar.
func (t *Trainer) evaluate(row *MetricsRow, regular, search bool, ec EvalConfig) (string, error) {
	cfg := t.cfg
	seed := cfg.Seed + uint64(t.update)<<20
	latest := ""
	play := func(o string, games int) error {
		r, err := Evaluate(t.policy, t.layout, o, games, seed, ec)
		if err != nil {
			return err
		}
		row.WinRates[o] = r.WinRate()
		latest += fmt.Sprintf(" %s %.0f%%", o, 100*r.WinRate())
		return nil
	}
	if regular {
		for _, o := range cfg.Eval.Opponents {
			if err := play(o, cfg.Eval.Games); err != nil {
				return "", err
			}
		}
		if len(t.heldOut) > 0 {
			for _, o := range cfg.Eval.Opponents {
				r, err := Evaluate(t.policy, t.layout, o, cfg.Eval.Games, seed, t.heldOutEval())
				if err != nil {
					return "", err
				}
				row.WinRates[HeldOutKey(o)] = r.WinRate()
				latest += fmt.Sprintf(" %s %.0f%%", HeldOutKey(o), 100*r.WinRate())
			}
		}
	}
	if search {
		if err := play(cfg.Eval.Search, cfg.Eval.SearchGames); err != nil {
			return "", fmt.Errorf("eval.search: %w", err)
		}
	}
	return latest, nil
}

// HeldOutKey names the results against opponent on the held-out decks
// (metrics.csv's win_rate_vs_OPPONENT@held_out, Summary.Final).
func HeldOutKey(opponent string) string { return opponent + "@held_out" }

// heldOutEval is the evaluation on the held-out decks: both seats draw from
// them.
func (t *Trainer) heldOutEval() EvalConfig {
	bag, _ := engine.ParseBagModel(t.cfg.Env.Bag) // Validate refused a bad one
	return EvalConfig{Players: t.cfg.Env.Players, Pool: t.heldOut, TurnLimit: t.cfg.Env.TurnLimit, Bag: bag}
}

// Decks returns the decks of training (pooled: drawn per game and per
// seat) and those held out.
func (t *Trainer) Decks() (training []*cards.Deck, pooled bool, heldOut []*cards.Deck) {
	return t.trainDecks, t.pooled, t.heldOut
}

// optimise runs the PPO epochs over the rollout.
func (t *Trainer) optimise(ro *rollout, mb *ppo.Minibatch, coef ppo.Coefficients) (ppo.Stats, error) {
	cfg := t.cfg
	m := cfg.PPO.Minibatch
	idx := make([]int, ro.n)
	for i := range idx {
		idx[i] = i
	}
	var sum ppo.Stats
	count := 0
	for e := 0; e < cfg.PPO.Epochs; e++ {
		t.rng.Shuffle(len(idx), func(i, j int) { idx[i], idx[j] = idx[j], idx[i] })
		for s := 0; s+m <= len(idx); s += m {
			mb.Rows = append(mb.Rows[:0], idx[s:s+m]...)
			st, err := t.learner.Update(mb, coef)
			if err != nil {
				return sum, err
			}
			sum = addStats(sum, st, 1)
			count++
		}
	}
	if count > 0 {
		sum = addStats(ppo.Stats{}, sum, 1/float32(count))
	}
	return sum, nil
}

// addStats is sum plus w times st, term by term.
func addStats(sum, st ppo.Stats, w float32) ppo.Stats {
	return ppo.Stats{Loss: sum.Loss + w*st.Loss, Policy: sum.Policy + w*st.Policy, Value: sum.Value + w*st.Value,
		Entropy: sum.Entropy + w*st.Entropy, KL: sum.KL + w*st.KL, ClipFrac: sum.ClipFrac + w*st.ClipFrac,
		GradNorm: sum.GradNorm + w*st.GradNorm}
}

// file is the checkpoint of the current state.
func (t *Trainer) file() (*checkpoint.File, error) {
	rngState, err := t.pcg.MarshalBinary()
	if err != nil {
		return nil, err
	}
	f := &checkpoint.File{EncodeVersion: encode.Version, Players: t.cfg.Env.Players, Keep: t.layout.Keep, Arch: t.net.Arch,
		Dims: t.net.Dims, Params: t.net.Params, Update: t.update, EnvSteps: t.steps, Seconds: t.seconds,
		Config: t.cfg.Learning(), RNG: rngState,
		Optimizer: &checkpoint.Optimizer{Step: t.learner.Opt.Step, M: t.learner.Opt.M, V: t.learner.Opt.V}}
	for _, p := range t.pool {
		f.Pool = append(f.Pool, p.name)
		f.PoolRates = append(f.PoolRates, p.rate)
	}
	f.History = slices.Clone(t.history)
	last := &f.History[len(f.History)-1]
	last.Updates, last.EnvSteps, last.Seconds = t.update, t.steps, t.seconds
	return f, nil
}

// save writes the checkpoint of the current update and the metrics, and
// removes old checkpoints beyond checkpoint.keep (never the pool's).
func (t *Trainer) save() (string, error) {
	f, err := t.file()
	if err != nil {
		return "", err
	}
	// Metrics first: a kill between the two leaves rows past the newest
	// checkpoint, which a resumed run drops.
	if err := t.metrics.Save(t.dir); err != nil {
		return "", err
	}
	path := filepath.Join(t.dir, checkpoint.Name(t.update))
	if err := checkpoint.Save(path, f); err != nil {
		return "", err
	}
	if keep := t.cfg.Checkpoint.Keep; keep > 0 {
		all, err := checkpoint.List(t.dir)
		if err != nil {
			return "", err
		}
		var old []string
		for _, p := range all {
			if !slices.ContainsFunc(t.pool, func(e poolEntry) bool { return e.name == filepath.Base(p) }) {
				old = append(old, p)
			}
		}
		for len(old) > keep {
			os.Remove(old[0])
			old = old[1:]
		}
	}
	return path, nil
}

// pickOpponent chooses the past checkpoint of a rollout (selfplay.priority):
// uniformly, or with probability proportional to rate^priority.
func (t *Trainer) pickOpponent() int {
	p := float64(t.cfg.SelfPlay.Priority)
	if p == 0 {
		return t.rng.IntN(len(t.pool))
	}
	var sum float64
	for _, e := range t.pool {
		sum += poolWeight(e.rate, p)
	}
	u := t.rng.Float64() * sum
	for i, e := range t.pool {
		u -= poolWeight(e.rate, p)
		if u < 0 {
			return i
		}
	}
	return len(t.pool) - 1
}

// poolWeight is rate^priority, with a floor so that every past checkpoint
// is still played now and then (else its rate could never change).
func poolWeight(rate float32, priority float64) float64 {
	return math.Pow(max(float64(rate), 0.02), priority)
}

// addToPool saves the current weights as a checkpoint that joins the pool
// of past opponents (the oldest leaves it beyond selfplay.pool_size).
func (t *Trainer) addToPool() error {
	name := checkpoint.Name(t.update)
	t.pool = append(t.pool, poolEntry{name, t.net.Clone(), 0.5})
	for len(t.pool) > t.cfg.SelfPlay.PoolSize {
		t.pool = t.pool[1:] // now an ordinary old checkpoint, pruned by save
	}
	_, err := t.save()
	return err
}

// setAside moves the files of an earlier run out of the way of a run from
// scratch (into a subfolder named after the time), so that --resume never
// mixes two runs.
func (t *Trainer) setAside() error {
	old, err := checkpoint.List(t.dir)
	if err != nil {
		return nil // no folder yet
	}
	for _, f := range []string{MetricsFile, PlotFile} {
		if _, err := os.Stat(filepath.Join(t.dir, f)); err == nil {
			old = append(old, filepath.Join(t.dir, f))
		}
	}
	if len(old) == 0 {
		return nil
	}
	aside := filepath.Join(t.dir, "previous-"+time.Now().UTC().Format("20060102-150405.000"))
	if err := os.MkdirAll(aside, 0o755); err != nil {
		return err
	}
	for _, p := range old {
		if err := os.Rename(p, filepath.Join(aside, filepath.Base(p))); err != nil {
			return err
		}
	}
	fmt.Fprintf(t.opt.Log, "starting from scratch: moved %d files of an earlier run to %s\n", len(old), aside)
	return nil
}

// newAdam is the optimiser of a run's mode: its learning rate and gradient
// clipping (ppo.* or expert.*).
func newAdam(cfg *config.Config, net *model.Net) *ppo.Adam {
	if cfg.Mode == config.ModeExpert {
		return ppo.NewAdam(net, cfg.Expert.LR, cfg.Expert.MaxGradNorm)
	}
	return ppo.NewAdam(net, cfg.PPO.LR, cfg.PPO.MaxGradNorm)
}

// LearningRate is the rate of an update that starts after steps env steps:
// ppo.lr, or with ppo.anneal_lr a linear fall from it to 0 at total_steps.
func LearningRate(cfg *config.Config, steps int64) float32 {
	if !cfg.PPO.AnnealLR {
		return cfg.PPO.LR
	}
	return cfg.PPO.LR * float32(max(0, 1-float64(steps)/float64(cfg.TotalSteps)))
}
