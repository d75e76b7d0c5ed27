package main

import (
	"errors"
	"fmt"

	"github.com/lorcana-rl/lorcana/configs"
	"github.com/lorcana-rl/lorcana/train/draft"
	"github.com/spf13/cobra"
)

func (a *app) draftTrainCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "train [--config FILE,...] [--print-config]",
		Short: "Train a drafter with PPO (GoMLX) on draft pods rewarded by match results",
		Long: `draft train learns the PPO drafter (package train/draft): in each pod the
learner drafts at some seats and opponent drafters at the others; every seat
builds its deck (the auto-builder), each learner deck plays each opponent
deck with the play agent (greedy by default, for speed), and a learner
seat's reward (wins less losses over games) is the return of its every pick.

With no arguments it trains on the embedded configuration
(configs/draft.yaml, printed by --print-config); --config reads YAML files
over it in order. It prints a line per update, saves checkpoints
(draft-NNNNNN.ckpt, each with its configuration) into the run's folder (dir)
and, with eval.pods, ends with the win rate of the learner's decks against
eval.opponent's with a 95% Wilson interval. Ctrl-C saves a checkpoint and
stops. The drafter plays in pods and comparisons as ppo:PATH (a checkpoint
or a run's folder).`,
		Args: usageArgs(cobra.NoArgs),
		RunE: a.runDraftTrain,
	}
	f := cmd.Flags()
	f.StringSlice("config", nil, "YAML files of settings read over the embedded configuration, in order (repeat or comma separate)")
	f.Bool("print-config", false, "print the embedded configuration (documented) and exit")
	cmd.Long += "\n" + envNote(f)
	return cmd
}

func (a *app) runDraftTrain(cmd *cobra.Command, _ []string) error {
	if ok, err := a.bool("print-config"); err != nil {
		return err
	} else if ok {
		_, err := a.stdout.Write(configs.Draft)
		return err
	}
	cfg, err := draft.ParseConfig(configs.Draft, a.v.GetStringSlice("config")...)
	if err != nil {
		return &usageError{err, a.cmdPath}
	}
	defs, _, err := catalog()
	if err != nil {
		return err
	}
	fmt.Fprintf(a.stderr, "training the drafter: %d seats, the learner at %d, opponents %v, %d games a pair with %s; checkpoints in %s\n",
		cfg.Pod.Seats, cfg.Pod.Learners, cfg.Pod.Opponents, cfg.Pod.Games, cfg.Pod.Player, cfg.Dir)
	sum, err := draft.Train(cmd.Context(), cfg, defs, a.stderr)
	if err != nil {
		return err
	}
	how := "done"
	if cmd.Context().Err() != nil {
		how = "interrupted"
	}
	fmt.Fprintf(a.stdout, "%s after %d updates, %d pods, %d picks trained on, %.0f s; %.3f pods/s while collecting\ncheckpoint: %s\n",
		how, sum.Updates, sum.Pods, sum.Picks, sum.Seconds, sum.PodsPerSec, sum.Checkpoint)
	if r := sum.Final; r != nil {
		lo, hi := r.Wilson()
		plo, phi := r.PairInterval()
		fmt.Fprintf(a.stdout, "vs %s: %.1f%% (%.1f%% - %.1f%%) of %d games (%d pods; %d won, %d lost, %d no winner); by pairs of pods %.1f%% - %.1f%%\n",
			cfg.Eval.Opponent, 100*r.WinRate(), 100*lo, 100*hi, r.Games, r.Pods, r.Wins, r.Losses, r.Draws, 100*plo, 100*phi)
	}
	if cmd.Context().Err() != nil {
		return &exitError{code: 1, err: errors.New("interrupted")}
	}
	return nil
}
