package main

import (
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"strings"
	"sync/atomic"

	"github.com/lorcana-rl/lorcana/fuzz"
	"github.com/spf13/cobra"
)

func init() {
	moreCommands = append(moreCommands, func(a *app) *cobra.Command {
		cmd := &cobra.Command{
			Use:   "fuzz",
			Short: "Play random games between decks, checking the engine's invariants",
			Long: `fuzz plays games in which every decision (mulligans included) is a uniformly
random legal action, between every pairing of the decks (mirrors included),
and checks the engine after every decision: every card in exactly one place
and the zone lists in step with the cards, sane ink, lore and damage, a
clone and a serialised-and-restored state equal to the state (and listing
the same legal actions), a legal action at every decision and accepted;
each game is replayed from its seed and actions and must end the same.

Games end by the rules or, truncated, at --decision-limit (stalled: a loop,
6.1.10) or --turn-limit. Game i plays pairing i mod P from a seed derived
from --seed and i, so the games are the same for any --threads.

--decks takes decklist files or names of embedded decks, separated by
commas; without it the embedded reference decks are played (those the
engine can play with --players players). The exit status
is 1 if a game broke an invariant or stalled.`,
			Args: usageArgs(cobra.NoArgs),
			RunE: a.runFuzz,
		}
		f := cmd.Flags()
		f.Int("games", 1000, "number of games in all")
		f.Int("players", 2, "players in a game (2 to 4): every multiset of that many decks is played")
		f.Int("threads", runtime.NumCPU(), "goroutines playing games")
		f.Uint64("seed", 1, "base seed")
		f.String("decks", "", "decklists (files or embedded names), comma-separated; default: the reference decks")
		f.Int("decision-limit", 0, "end a game as stalled after this many decisions (0: the engine's 20,000)")
		f.Int("turn-limit", 0, "end a game as truncated after this many turns (0: none)")
		f.Int("round-trip-every", 1, "check clone and serialisation every N decisions")
		f.Bool("json", false, "print the report as one JSON object")
		cmd.Long += "\n" + envNote(f)
		return cmd
	})
}

func (a *app) runFuzz(cmd *cobra.Command, _ []string) error {
	var cfg fuzz.Config
	var err error
	ints := []struct {
		key string
		dst *int
		min int
	}{{"games", &cfg.Games, 1}, {"players", &cfg.Players, 2}, {"threads", &cfg.Threads, 1}, {"decision-limit", &cfg.DecisionLimit, 0},
		{"turn-limit", &cfg.TurnLimit, 0}, {"round-trip-every", &cfg.RoundTripEvery, 1}}
	for _, x := range ints {
		if *x.dst, err = a.int(x.key); err != nil {
			return err
		}
		if *x.dst < x.min {
			return a.usage("--%s %d: at least %d", x.key, *x.dst, x.min)
		}
	}
	if cfg.Players > 4 {
		return a.usage("--players %d: a game has 2 to 4 players", cfg.Players)
	}
	if cfg.Seed, err = a.uint64("seed"); err != nil {
		return err
	}
	asJSON, err := a.bool("json")
	if err != nil {
		return err
	}
	defs, ix, err := catalog()
	if err != nil {
		return err
	}
	cfg.Defs = defs
	if list := a.str("decks"); list != "" {
		for _, p := range strings.Split(list, ",") {
			d, err := benchDeck(strings.TrimSpace(p), defs, ix, cmd.InOrStdin())
			if err != nil {
				return err
			}
			cfg.Decks = append(cfg.Decks, fuzz.Deck{Name: d.Name, Cards: d.IDs()})
		}
	} else if cfg.Decks, err = fuzz.ReferenceDecksFor(ix, cfg.Players); err != nil {
		return err
	}
	var done atomic.Int64
	if !asJSON && isTerminal(a.stderr) {
		stop := startProgress(a.stderr, cfg.Games, &done)
		cfg.Progress = func(n int) { done.Store(int64(n)) }
		defer stop()
	}
	rep, err := fuzz.Run(cmd.Context(), cfg)
	if rep == nil {
		return err
	}
	if asJSON {
		out := struct {
			*fuzz.Report
			Failures []string `json:"failures"`
			Error    string   `json:"error,omitempty"`
		}{Report: rep}
		for _, f := range rep.Failures {
			out.Failures = append(out.Failures, f.Error())
		}
		if err != nil {
			out.Error = err.Error()
		}
		if e := json.NewEncoder(a.stdout).Encode(out); e != nil {
			return e
		}
	} else {
		printFuzz(a.stdout, rep, cfg.Threads)
	}
	if err != nil {
		return err
	}
	stalled := 0
	for _, p := range rep.Pairings {
		stalled += p.Stalled
	}
	if len(rep.Failures) > 0 || stalled > 0 {
		return failed
	}
	return nil
}

func printFuzz(w io.Writer, r *fuzz.Report, threads int) {
	width := len("pairing")
	for _, p := range r.Pairings {
		width = max(width, len(p.Name()))
	}
	fmt.Fprintf(w, "%-*s %7s %10s %6s %6s %6s %-13s %9s %7s\n", width, "pairing", "games", "decisions",
		"mean", "max", "turns", "wins by seat", "truncated", "stalled")
	for _, p := range r.Pairings {
		mean, turns := 0.0, 0.0
		if p.Games > 0 {
			mean, turns = float64(p.Decisions)/float64(p.Games), float64(p.Turns)/float64(p.Games)
		}
		wins := make([]string, len(p.Wins))
		for i, n := range p.Wins {
			wins[i] = fmt.Sprint(n)
		}
		fmt.Fprintf(w, "%-*s %7d %10d %6.0f %6d %6.1f %-13s %9d %7d\n", width, p.Name(), p.Games,
			p.Decisions, mean, p.MaxDecisions, turns, strings.Join(wins, "/"), p.Truncated, p.Stalled)
	}
	rate := 0.0
	if r.Seconds > 0 {
		rate = float64(r.Decisions) / r.Seconds
	}
	fmt.Fprintf(w, "%d games, %d decisions in %.1fs on %d goroutines (%.0f checked decisions/s)\n",
		r.Games, r.Decisions, r.Seconds, threads, rate)
	for _, p := range r.Pairings {
		if p.Stalled > 0 {
			fmt.Fprintf(w, "STALLED %s: %d games at the decision limit, seeds %v\n", p.Name(), p.Stalled, p.StalledSeeds)
		}
	}
	for _, f := range r.Failures {
		fmt.Fprintf(w, "FAIL %v\n", f)
	}
	if len(r.Failures) == 0 {
		fmt.Fprintln(w, "no invariant broken")
	}
}
