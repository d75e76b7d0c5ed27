package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/pprof"
	"strings"
	"time"

	"github.com/lorcana-rl/lorcana/configs"
	"github.com/lorcana-rl/lorcana/train"
	"github.com/lorcana-rl/lorcana/train/config"
	"github.com/spf13/cobra"
)

func init() {
	moreCommands = append(moreCommands, func(a *app) *cobra.Command { return a.trainCmd() })
}

func (a *app) trainCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "train",
		Short: "Train a policy by self-play (PPO, or expert iteration) and print an evaluation table",
		Long: `train learns a policy/value network by self-play with PPO on the pure-Go
GoMLX backend: the current policy plays both seats, or one seat against a
pool of its past checkpoints, and is evaluated against fixed agents (random,
greedy) along the way. It writes checkpoints, metrics.csv and curves.png
(win rates over time) into the run's folder (checkpoint.dir) and ends with an
evaluation table: win rate with a 95% Wilson interval against each opponent.

With no arguments it trains from scratch on the embedded configuration
(configs/train.yaml, printed by --print-config). --config FILE reads a YAML
file over it (given again, the next file over that); LORCANA_TRAIN_<KEY> environment variables override any key
(LORCANA_TRAIN_PPO_LR=0.001). --resume goes on from the newest checkpoint of
the run's folder: the learning settings must be the same, total_steps,
time_limit, eval.* (but eval.held_out) and checkpoint.* may change (to train
longer, say).
Ctrl-C saves a checkpoint and stops.

mode: expert (configs/expert.yaml) trains by expert iteration instead: the
network-guided search (ismcts-neural) plays itself, and the network learns
its root visit shares and the games' results (docs/expert-iteration.md).

Build with GOEXPERIMENT=simd for the backend's SIMD kernels (about 2.5 times
faster here): GOEXPERIMENT=simd go run ./cmd/lorcana train`,
		Args: usageArgs(cobra.NoArgs),
		RunE: a.runTrain,
	}
	f := cmd.Flags()
	f.StringSlice("config", nil, "YAML files of settings read over the embedded configuration, in order (repeat or comma separate)")
	f.Bool("resume", false, "continue from the newest checkpoint in the run's folder")
	f.Bool("print-config", false, "print the embedded configuration (documented) and exit")
	f.Bool("quiet", false, "no progress bar")
	f.String("cpuprofile", "", "write a CPU profile of the run to this file (go tool pprof)")
	cmd.Long += envNote(f)
	return cmd
}

func (a *app) runTrain(cmd *cobra.Command, _ []string) error {
	if ok, err := a.bool("print-config"); err != nil {
		return err
	} else if ok {
		_, err := a.stdout.Write(configs.Train)
		return err
	}
	cfg, err := config.LoadFiles(a.v.GetStringSlice("config"), nil)
	if err != nil {
		return &usageError{err, a.cmdPath}
	}
	resume, err := a.bool("resume")
	if err != nil {
		return err
	}
	quiet, err := a.bool("quiet")
	if err != nil {
		return err
	}
	opt := train.Options{Resume: resume, Log: a.stderr, ConfigName: strings.Join(a.v.GetStringSlice("config"), ",")}
	if !quiet {
		opt.Progress = a.stderr
		if !isTerminal(a.stderr) {
			opt.ProgressLines = progressLines // a file: lines, not redraws
		}
	}
	t, err := train.New(cfg, opt)
	if err != nil {
		return err
	}
	if p := a.str("cpuprofile"); p != "" {
		f, err := os.Create(p)
		if err != nil {
			return a.usage("--cpuprofile: %v", err)
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return fmt.Errorf("--cpuprofile: %w", err)
		}
		defer pprof.StopCPUProfile()
	}
	if cfg.Mode == config.ModeExpert {
		fmt.Fprintf(a.stderr, "expert iteration: training %d weights on the search's games (%d simulations a decision, %d games an iteration), %d env steps, checkpoints in %s\n",
			t.Net().NumWeights(), cfg.Expert.Sims, cfg.Expert.Games, cfg.TotalSteps, cfg.Checkpoint.Dir)
	} else {
		fmt.Fprintf(a.stderr, "training %d weights on %d games at once, %d env steps, checkpoints in %s\n",
			t.Net().NumWeights(), cfg.Env.Envs, cfg.TotalSteps, cfg.Checkpoint.Dir)
	}
	sum, err := t.Run(cmd.Context())
	if sum != nil {
		printTrainSummary(a.stdout, sum)
	}
	if err != nil && errors.Is(err, cmd.Context().Err()) {
		return &exitError{code: 1, err: fmt.Errorf("interrupted; resume with --resume")}
	}
	return err
}

// progressLines is how often training writes a progress line to a
// stderr that is no terminal.
var progressLines = 5 * time.Second

func printTrainSummary(w io.Writer, s *train.Summary) {
	fmt.Fprintf(w, "%s after %d updates, %d env steps, %.0f s; %.0f env steps/s while training\n",
		s.Stopped, s.Updates, s.EnvSteps, s.Seconds, s.StepsPerS)
	fmt.Fprintf(w, "checkpoint: %s\n", s.Checkpoint)
	fmt.Fprintf(w, "metrics: %s (one row an update); curves: %s (the plot of them)\n", s.Metrics, s.Curves)
	if len(s.Final) == 0 {
		return
	}
	fmt.Fprintf(w, "\n%-10s %6s %6s %6s %6s %8s  %s\n", "opponent", "games", "wins", "losses", "draws", "win rate", "95% interval")
	fmt.Fprintln(w, strings.Repeat("-", 64))
	for _, r := range s.Final {
		lo, hi := r.Wilson()
		fmt.Fprintf(w, "%-10s %6d %6d %6d %6d %7.1f%%  %5.1f%% - %5.1f%%\n", r.Opponent, r.Games, r.Wins, r.Losses, r.Draws,
			100*r.WinRate(), 100*lo, 100*hi)
	}
}
