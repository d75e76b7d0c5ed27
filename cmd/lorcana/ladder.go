package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"sync/atomic"
	"time"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks"
	"github.com/lorcana-rl/lorcana/env"
	"github.com/lorcana-rl/lorcana/ladder"
	"github.com/spf13/cobra"
)

func init() {
	moreCommands = append(moreCommands, func(a *app) *cobra.Command { return a.ladderCmd() })
}

// defaultLadder is the agents of a ladder by default.
var defaultLadder = []string{"random", "greedy", "ismcts:50", "ismcts:200", "ismcts:1000", "neural"}

func (a *app) ladderCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "ladder [--agents A,B,...] [--checkpoint PATH]... [--rounds R] [--file F]",
		Short: "Rate agents in a round robin (Bradley-Terry/Elo with 95% intervals)",
		Long: `ladder plays a round robin among agents and rates them. Every pair of
agents plays on every pairing of the decks (each deck against itself and
against every other, each agent with each deck), each agent in both seats,
--rounds times. The ratings are a Bradley-Terry fit on the Elo scale (a
draw counts half; one virtual draw per pair of agents, --prior, keeps a
perfect record finite), with 95% intervals, anchored at --anchor (random)
= 0.

The games are kept in --file: running the ladder again plays only the games
it lacks, so it resumes an interrupted ladder (Ctrl-C saves the games
played) and extends one with new agents, decks or rounds without replaying
anything. The ratings cover the agents given (games of other agents in the
file are kept but not rated). Every game is seeded from the ladder's seed
and what the game is (agents, decks, round), so results do not depend on
--threads or on the order agents are listed in.

Agents are specifications as agents.New reads them (random, greedy,
ismcts[:SIMS[:ROLLOUT[:TURNS]]], neural, neural:PATH,
ismcts-neural[:SIMS[:PATH]]); --checkpoint PATH
adds neural:PATH. --decks takes names of embedded decks, decklist files
or generated decks' names (random-INK-INK-sSEED-INDEX) (default: the reference pair ` + refPair() + `). --plot writes a PNG of the
ratings with their intervals ("" for none).

--games-from I --games-to J play only games I to J-1 of the list of games
the ladder lacks (the file's, after --replay, in the order the ladder
plays them) and print them as one JSON part ("format":
"lorcana-ladder-part", with "range": {"from": I, "to": J, "of": N}, N the
games the ladder lacks); the file is not written. --merge FILE... (- for
the standard input) adds such parts, which must come from the same file
and flags and cover the N games once each, to the file and prints what the
ladder run on one machine prints: the file is then byte for byte the one
that run writes. lorcana.distributed (bridge/python) spreads a ladder over
a Dask cluster this way.`,
		Args: usageArgs(cobra.ArbitraryArgs), // parts, with --merge
		RunE: a.runLadder,
	}
	f := cmd.Flags()
	f.StringSlice("agents", defaultLadder, "agents, comma separated")
	f.StringSlice("checkpoint", nil, "checkpoint files or run folders to add as neural:PATH")
	f.StringSlice("decks", nil, "decks (names or files), comma separated")
	f.Int("rounds", 5, "rounds: each plays every pair of agents once on each deck pairing in each seat")
	f.String("file", "ladder.json", "the results file (created, resumed or extended)")
	f.String("plot", "ladder.png", `PNG of the ratings ("" for none)`)
	f.String("anchor", "random", "the agent rated 0")
	f.Float64("prior", 1, "virtual drawn games per pair of agents that played")
	f.Uint64("seed", 1, "seed of a new ladder (an existing file keeps its own)")
	f.Int("threads", runtime.GOMAXPROCS(0), "games played at once")
	f.Bool("json", false, "print one JSON object")
	f.StringSlice("replay", nil, "agents whose games in the file are dropped and played again (after retraining the checkpoint behind a name)")
	f.Int("games-from", 0, "play from this game of the list the ladder lacks on, and print the part (0: the first)")
	f.Int("games-to", -1, "play the games before this one of the list (-1: to the end)")
	f.Bool("merge", false, "add the parts in the files given (- for stdin) to the file")
	allowIllegalFlag(cmd)
	cmd.Long += envNote(f)
	return cmd
}

type ladderResult struct {
	File     string          `json:"file"`
	Seed     uint64          `json:"seed"`
	Decks    []string        `json:"decks"`
	Rounds   int             `json:"rounds"`
	Played   int             `json:"played"` // games played by this run
	Games    int             `json:"games"`  // games among the agents rated
	Anchor   string          `json:"anchor"`
	Prior    float64         `json:"prior"`
	Ratings  []ladder.Rating `json:"ratings"`
	PlotFile string          `json:"plot,omitempty"`
}

func (a *app) runLadder(cmd *cobra.Command, args []string) error {
	merge, err := a.bool("merge")
	if err != nil {
		return err
	}
	from, err := a.int("games-from")
	if err != nil {
		return err
	}
	to, err := a.int("games-to")
	if err != nil {
		return err
	}
	ranged := from != 0 || to != -1
	switch {
	case merge && ranged:
		return a.usage("--merge and --games-from/--games-to: give one of them")
	case !merge && len(args) > 0:
		return a.usage("unexpected argument %q (files are read only with --merge)", args[0])
	case merge && len(args) == 0:
		return a.usage("--merge: name the files of the parts (- for the standard input)")
	}
	rounds, err := a.int("rounds")
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
	prior, err := a.float("prior")
	if err != nil {
		return err
	}
	if rounds < 1 || threads < 1 {
		return a.usage("--rounds and --threads must be at least 1")
	}
	if prior < 0 {
		return a.usage("--prior %v: want at least 0", prior)
	}
	path, plotPath, anchor := a.str("file"), a.str("plot"), a.str("anchor")
	if path == "" {
		return a.usage("--file: give the results file")
	}
	var specs []string
	for _, s := range a.v.GetStringSlice("agents") {
		if s = strings.TrimSpace(s); s != "" {
			specs = append(specs, s)
		}
	}
	for _, c := range a.v.GetStringSlice("checkpoint") {
		if c = strings.TrimSpace(c); c != "" {
			specs = append(specs, "neural:"+c)
		}
	}
	seen := map[string]bool{}
	for _, s := range specs {
		if seen[s] {
			return a.usage("--agents: %q is listed twice", s)
		}
		seen[s] = true
		if _, err := agents.New(s, 0); err != nil { // before any game
			return a.usage("--agents/--checkpoint: %v", err)
		}
		if err := checkPlayers("--agents/--checkpoint", s, 2); err != nil { // the ladder's games have two seats
			return a.usage("%v", err)
		}
	}
	if len(specs) < 2 {
		return a.usage("--agents: %d agents; a ladder needs at least 2", len(specs))
	}
	if !seen[anchor] {
		return a.usage("--anchor %q is not among the agents (%s)", anchor, strings.Join(specs, ", "))
	}
	names := a.v.GetStringSlice("decks")
	if len(names) == 0 {
		d1, d2 := decks.Default()
		names = []string{d1, d2}
	}
	defs, err := cards.Catalog()
	if err != nil {
		return err
	}
	var ds []*cards.Deck
	var lds []ladder.Deck
	labels := make([]string, len(names))
	for i, n := range names {
		d, err := env.LoadDeck(strings.TrimSpace(n))
		if err != nil {
			return a.usage("--decks: %v", err)
		}
		ds = append(ds, d)
		lds = append(lds, ladder.Deck{Name: d.Name, IDs: d.IDs()})
		labels[i] = "--decks " + strings.TrimSpace(n)
	}
	if err := a.deckRules(defs, labels, ds); err != nil {
		return err
	}

	file, err := ladder.Load(path)
	if err != nil {
		return err
	}
	if file == nil {
		file = ladder.NewFile(seed)
	} else if cmd.Flags().Changed("seed") && seed != file.Seed {
		return a.usage("--seed %d: the ladder in %s has seed %d (a ladder keeps its seed; use another --file for another seed)", seed, path, file.Seed)
	}
	var replay []string
	for _, r := range a.v.GetStringSlice("replay") {
		if r = strings.TrimSpace(r); r != "" {
			if !seen[r] {
				return a.usage("--replay %q is not among the agents (%s)", r, strings.Join(specs, ", "))
			}
			replay = append(replay, r)
		}
	}
	if n := file.Drop(replay); n > 0 && !asJSON && !ranged {
		fmt.Fprintf(a.stderr, "ladder: dropped %d games of %s, to play again\n", n, strings.Join(replay, ", "))
	}
	todo, err := ladder.Plan(file, defs, specs, lds, rounds)
	if err != nil {
		return a.usage("%v", err)
	}
	cfg := ladder.RunConfig{Defs: defs, Decks: lds, Threads: threads}
	if ranged {
		return a.ladderPart(cmd.Context(), path, file, todo, from, to, cfg)
	}
	before := len(file.Games)
	var runErr error
	if merge {
		runErr = a.mergeLadder(cmd.InOrStdin(), args, file, todo)
	} else {
		if !asJSON && len(todo) > 0 {
			fmt.Fprintf(a.stderr, "ladder: %d games to play (%d in %s already)\n", len(todo), len(file.Games), path)
		}
		var done atomic.Int64
		var bar io.Writer
		if !asJSON && isTerminal(a.stderr) {
			bar = a.stderr
		}
		stop := startProgress(bar, len(todo), &done)
		cfg.Done = func(n int) { done.Store(int64(n)) }
		cfg.Checkpoint = func(f *ladder.File) error { return f.Save(path) }
		cfg.CheckpointEvery = 10 * time.Second
		runErr = ladder.Run(cmd.Context(), file, todo, cfg)
		stop()
	}
	if merge && runErr != nil {
		return runErr // the file is left as it was
	}
	played := len(file.Games) - before
	if err := file.Save(path); err != nil {
		return fmt.Errorf("saving the ladder: %w", err)
	}
	if runErr != nil {
		if errors.Is(runErr, cmd.Context().Err()) {
			return &exitError{code: 1, err: fmt.Errorf("interrupted: %d games played and saved in %s; run the same command again to resume", played, path)}
		}
		return runErr
	}

	scores := file.Scores(specs)
	ratings, err := ladder.Fit(specs, scores, ladder.FitOptions{Anchor: anchor, Prior: prior})
	if err != nil {
		return err
	}
	res := &ladderResult{File: path, Seed: file.Seed, Rounds: rounds, Played: played, Anchor: anchor, Prior: prior, Ratings: ratings}
	for _, d := range lds {
		res.Decks = append(res.Decks, d.Name)
	}
	for _, s := range scores {
		res.Games += s.Games()
	}
	if plotPath != "" {
		png, err := ladder.Plot(ratings, fmt.Sprintf("Ladder: %d games, anchored at %s = 0", res.Games, anchor))
		if err != nil {
			return err
		}
		if err := os.WriteFile(plotPath, png, 0o644); err != nil {
			return fmt.Errorf("--plot: %w", err)
		}
		res.PlotFile = plotPath
	}
	if asJSON {
		enc := json.NewEncoder(a.stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(res)
	}
	printLadder(a.stdout, res)
	return nil
}

func printLadder(w io.Writer, r *ladderResult) {
	fmt.Fprintf(w, "ladder %s: %d games (%d played now), seed %d, decks %s; Elo anchored at %s = 0\n\n",
		r.File, r.Games, r.Played, r.Seed, strings.Join(r.Decks, ", "), r.Anchor)
	fmt.Fprintf(w, "%4s  %-28s %7s  %-17s %6s %5s %6s %5s %6s\n", "rank", "agent", "Elo", "95% interval", "games", "wins", "losses", "draws", "score")
	for i, x := range r.Ratings {
		score := 0.0
		if x.Games > 0 {
			score = (float64(x.Wins) + 0.5*float64(x.Draws)) / float64(x.Games)
		}
		fmt.Fprintf(w, "%4d  %-28s %7.0f  [%6.0f, %6.0f] %6d %5d %6d %5d %5.1f%%\n",
			i+1, x.Agent, x.Elo, x.Low, x.High, x.Games, x.Wins, x.Losses, x.Draws, 100*score)
	}
	if r.PlotFile != "" {
		fmt.Fprintf(w, "\nplot: %s\n", r.PlotFile)
	}
}
