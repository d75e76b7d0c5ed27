package main

import (
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/env"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// addEnvBenchFlags adds the flags of bench --env to the bench command.
func addEnvBenchFlags(f *pflag.FlagSet) {
	f.Bool("env", false, "measure the RL environment (env.Env, env.VecEnv) with encoding instead of bare games")
	f.String("envs", "1,64,256", "bench --env: environment counts to measure; 1 is a single env.Env, more a VecEnv")
	f.Int("steps", 200000, "bench --env: env steps per measurement")
}

const envBenchHelp = `
With --env, bench measures the reinforcement-learning environment instead:
random legal options stepped through env.Env (--envs 1) and env.VecEnv (more
envs, on --threads worker goroutines), observations encoded at every step and
finished games reset, for --steps env steps each. It reports env steps per
second (wall clock and per CPU second of the process, which a busy machine
disturbs less), nanoseconds to encode one observation, allocations per step
and the bytes a VecEnv batch holds per env; --json prints one object whose
env_steps_per_sec is the run with the most envs.`

// envRun is one measurement of bench --env.
type envRun struct {
	Envs            int     `json:"envs"`
	Workers         int     `json:"workers"`
	Steps           int64   `json:"steps"`
	Seconds         float64 `json:"seconds"`
	EnvStepsPerSec  float64 `json:"env_steps_per_sec"`
	StepsPerCPUSec  float64 `json:"env_steps_per_cpu_sec"`
	AllocsPerStep   float64 `json:"allocs_per_step"`
	GamesFinished   int64   `json:"games_finished"`
	DecisionsPerSec float64 `json:"engine_decisions_per_sec,omitempty"` // single env: auto-answers included
}

type envBenchResult struct {
	EnvStepsPerSec   float64  `json:"env_steps_per_sec"`
	Runs             []envRun `json:"runs"`
	EncodeNs         float64  `json:"encode_ns"`
	EncodeCPUNs      float64  `json:"encode_cpu_ns"`
	ObsBytes         int      `json:"obs_bytes"`
	BatchBytesPerEnv int      `json:"batch_bytes_per_env"`
	Deck1            string   `json:"deck1"`
	Deck2            string   `json:"deck2"`
	Note             string   `json:"note,omitempty"`
	Seed             uint64   `json:"seed"`
	CPUs             int      `json:"cpus"`
	GoVersion        string   `json:"go_version"`
	Platform         string   `json:"platform"`
}

func (a *app) runEnvBench(cmd *cobra.Command) error {
	steps, err := a.int("steps")
	if err != nil {
		return err
	}
	threads, err := a.int("threads")
	if err != nil {
		return err
	}
	seed, err := a.uint64("seed")
	if err != nil {
		return err
	}
	asJSON, err := a.bool("json")
	if err != nil {
		return err
	}
	if steps < 1 {
		return a.usage("--steps %d: take at least one step", steps)
	}
	if threads < 1 {
		return a.usage("--threads %d: use at least one", threads)
	}
	var counts []int
	for _, s := range strings.Split(a.str("envs"), ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < 1 {
			return a.usage("--envs %q: a comma-separated list of counts of at least 1", a.str("envs"))
		}
		counts = append(counts, n)
	}
	cfg := env.DefaultConfig()
	if p1, p2 := a.str("deck1"), a.str("deck2"); p1 != "" {
		cfg.Decks = []string{p1}
		if p2 != "" {
			cfg.Decks = append(cfg.Decks, p2)
		}
	} else if p2 != "" {
		return a.usage("--deck2 without --deck1")
	}
	probe, err := env.New(cfg)
	if err != nil {
		return err
	}
	if probe.Note() != "" {
		fmt.Fprintf(a.stderr, "lorcana: %s\n", probe.Note())
	}
	spec := probe.Spec()
	res := &envBenchResult{Seed: seed, CPUs: runtime.NumCPU(), GoVersion: runtime.Version(),
		Platform: runtime.GOOS + "/" + runtime.GOARCH, Note: probe.Note(),
		ObsBytes: 4 * (spec.Floats() + spec.Ints())}
	// a batch holds the observation and the final one, and per-env scalars
	res.BatchBytesPerEnv = 2*(res.ObsBytes+8) + 4*(3+2*spec.Players) + 2
	res.Deck1, res.Deck2 = deckName(cfg, 0), deckName(cfg, 1)
	res.EncodeNs, res.EncodeCPUNs, err = measureEncode(probe, seed)
	if err != nil {
		return err
	}
	for _, n := range counts {
		if err := cmd.Context().Err(); err != nil {
			return err
		}
		var r envRun
		if n == 1 {
			r, err = benchEnv(cfg, steps, seed)
		} else {
			r, err = benchVec(cfg, n, min(threads, n), steps, seed)
		}
		if err != nil {
			return err
		}
		res.Runs = append(res.Runs, r)
	}
	best := res.Runs[0]
	for _, r := range res.Runs {
		if r.Envs > best.Envs {
			best = r
		}
	}
	res.EnvStepsPerSec = best.EnvStepsPerSec
	if asJSON {
		return json.NewEncoder(a.stdout).Encode(res)
	}
	printEnvBench(a.stdout, res)
	return nil
}

func deckName(cfg env.Config, i int) string {
	if len(cfg.Decks) > 0 {
		return cfg.Decks[i%len(cfg.Decks)]
	}
	d1, d2, _, err := env.DefaultDecks()
	if err != nil {
		return "?"
	}
	return []string{d1.Name, d2.Name}[i%2]
}

// counters are the clocks and allocation count at a moment.
type counters struct {
	wall    time.Time
	cpu     time.Duration
	mallocs uint64
}

func now() counters {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return counters{time.Now(), processCPU(), m.Mallocs}
}

func (r *envRun) finish(c0 counters, decisions int64) {
	c1 := now()
	r.Seconds = c1.wall.Sub(c0.wall).Seconds()
	r.EnvStepsPerSec = float64(r.Steps) / r.Seconds
	if cpu := (c1.cpu - c0.cpu).Seconds(); cpu > 0 {
		r.StepsPerCPUSec = float64(r.Steps) / cpu
	}
	r.AllocsPerStep = float64(c1.mallocs-c0.mallocs) / float64(r.Steps)
	r.DecisionsPerSec = float64(decisions) / r.Seconds
}

// benchEnv steps one Env with random options.
func benchEnv(cfg env.Config, steps int, seed uint64) (envRun, error) {
	e, err := env.New(cfg)
	if err != nil {
		return envRun{}, err
	}
	rng := engine.NewRNG(seed)
	games := seed
	obs, info := e.Reset(games)
	r := envRun{Envs: 1, Workers: 1, Steps: int64(steps)}
	var decisions int64
	runtime.GC()
	c0 := now()
	for range steps {
		var term, trunc bool
		obs, _, term, trunc, info, err = e.Step(rng.Intn(obs.NumOptions))
		if err != nil {
			return r, err
		}
		decisions += int64(1 + info.AutoSteps)
		if term || trunc {
			r.GamesFinished++
			games++
			obs, info = e.Reset(games)
			decisions += int64(info.AutoSteps)
		}
	}
	r.finish(c0, decisions)
	return r, nil
}

// benchVec steps a VecEnv of n envs with random options.
func benchVec(cfg env.Config, n, workers, steps int, seed uint64) (envRun, error) {
	v, err := env.NewVecWorkers(cfg, n, seed, workers)
	if err != nil {
		return envRun{}, err
	}
	defer v.Close()
	rng := engine.NewRNG(seed)
	acts := make([]int32, n)
	b := v.Reset()
	rounds := max(1, steps/n)
	r := envRun{Envs: n, Workers: workers, Steps: int64(rounds * n)}
	runtime.GC()
	c0 := now()
	for range rounds {
		for i := range acts {
			acts[i] = int32(rng.Intn(int(b.NumOptions[i])))
		}
		if b, err = v.Step(acts); err != nil {
			return r, err
		}
		for i := range n {
			if b.Terminated[i] || b.Truncated[i] {
				r.GamesFinished++
			}
		}
	}
	r.finish(c0, 0)
	r.DecisionsPerSec = 0 // not counted for a VecEnv
	return r, nil
}

// measureEncode times encoding observations of the states of a few random
// games (untimed play), per observation: wall and CPU nanoseconds.
func measureEncode(e *env.Env, seed uint64) (float64, float64, error) {
	var sts []*engine.State
	var legals [][]engine.Action
	rng := engine.NewRNG(seed)
	for g := seed; len(sts) < 1000; g++ {
		obs, _ := e.Reset(g)
		for !e.State().Over() && len(sts) < 1000 {
			sts = append(sts, e.State().Clone())
			legals = append(legals, append([]engine.Action(nil), e.Legal()...))
			var err error
			if obs, _, _, _, _, err = e.Step(rng.Intn(obs.NumOptions)); err != nil {
				return 0, 0, err
			}
		}
	}
	enc := encode.NewEncoder(e.Game(), e.Spec())
	obs := e.Spec().NewObs()
	const reps = 50
	c0 := now()
	for range reps {
		for i, st := range sts {
			enc.Encode(st, int(st.Pending().Player), legals[i], obs)
		}
	}
	c1 := now()
	n := float64(reps * len(sts))
	return float64(c1.wall.Sub(c0.wall).Nanoseconds()) / n, float64((c1.cpu - c0.cpu).Nanoseconds()) / n, nil
}

func printEnvBench(w io.Writer, r *envBenchResult) {
	fmt.Fprintf(w, "decks            %s vs %s\n", r.Deck1, r.Deck2)
	fmt.Fprintf(w, "machine          %d CPUs, %s, %s, seed %d\n", r.CPUs, r.Platform, r.GoVersion, r.Seed)
	fmt.Fprintf(w, "encode           %.0f ns per observation (%.0f ns CPU)\n", r.EncodeNs, r.EncodeCPUNs)
	fmt.Fprintf(w, "observation      %d bytes; a VecEnv batch holds %d bytes per env\n", r.ObsBytes, r.BatchBytesPerEnv)
	fmt.Fprintf(w, "%-6s %-8s %-10s %-14s %-18s %-12s %s\n", "envs", "workers", "steps", "env steps/s", "per CPU second", "allocs/step", "games")
	for _, x := range r.Runs {
		fmt.Fprintf(w, "%-6d %-8d %-10d %-14.0f %-18.0f %-12.3f %d\n", x.Envs, x.Workers, x.Steps,
			x.EnvStepsPerSec, x.StepsPerCPUSec, x.AllocsPerStep, x.GamesFinished)
	}
}
