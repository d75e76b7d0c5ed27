package main

import (
	"fmt"
	"github.com/lorcana-rl/lorcana/shard"
	"io"
	"slices"

	"github.com/lorcana-rl/lorcana/limited"
)

// draftEvalPartFormat names a part of a drafter comparison (draft eval
// --games-from --games-to): the counts of a range of its pairs of pods.
const draftEvalPartFormat = "lorcana-draft-eval-part"

// draftEvalRun is what makes a drafter comparison: parts of different
// runs are not merged.
type draftEvalRun struct {
	A        string   `json:"a"`
	B        string   `json:"b"`
	Sets     []string `json:"sets"`
	Seats    int      `json:"seats"`
	Pods     int      `json:"pods"`
	Games    int      `json:"games_a_pair"`
	DeckSize int      `json:"deck_size"`
	Player   string   `json:"player"`
	Seed     uint64   `json:"seed"`
}

func (r *draftEvalRun) equal(o *draftEvalRun) bool {
	return r.A == o.A && r.B == o.B && slices.Equal(r.Sets, o.Sets) && r.Seats == o.Seats && r.Pods == o.Pods &&
		r.Games == o.Games && r.DeckSize == o.DeckSize && r.Player == o.Player && r.Seed == o.Seed
}

// draftEvalPart is the counts of pairs of pods From to To-1 of a run, and
// A's share of each pair's games, which the interval over pairs needs.
type draftEvalPart struct {
	Format     string       `json:"format"`
	Version    int          `json:"version"`
	Run        draftEvalRun `json:"run"`
	Range      shard.Range  `json:"range"`
	Games      int          `json:"games"`
	AWins      int          `json:"a_wins"`
	BWins      int          `json:"b_wins"`
	Draws      int          `json:"no_winner"`
	PairShares []float64    `json:"pair_shares"`
}

func newDraftEvalPart(cfg limited.DraftEvalConfig, r *limited.DraftEvalResult) *draftEvalPart {
	return &draftEvalPart{Format: draftEvalPartFormat, Version: 1,
		Run: draftEvalRun{A: cfg.A, B: cfg.B, Sets: cfg.Draft.Sets, Seats: cfg.Draft.Seats, Pods: cfg.Pods,
			Games: cfg.Games, DeckSize: cfg.DeckSize, Player: cfg.Agent, Seed: cfg.Draft.Seed},
		Range: shard.Range{From: cfg.Pairs.From, To: cfg.Pairs.To, Of: cfg.Pods / 2},
		Games: r.Games, AWins: r.AWins, BWins: r.BWins, Draws: r.Draws, PairShares: r.PairShares}
}

// mergeDraftEval reads the parts of one drafter comparison from files (-
// for stdin; each may hold several) and prints the whole run's result.
func (a *app) mergeDraftEval(stdin io.Reader, files []string, asJSON bool) error {
	if len(files) == 0 {
		return a.usage("--merge: name the files of the parts (- for the standard input)")
	}
	parts, names, err := readParts[draftEvalPart](stdin, files)
	if err != nil {
		return err
	}
	run := &parts[0].Run
	for i, p := range parts {
		g := p.Range
		switch {
		case p.Format != draftEvalPartFormat || p.Version != 1:
			return fmt.Errorf("--merge %s: not a part of a drafter comparison (format %q version %d)", names[i], p.Format, p.Version)
		case !p.Run.equal(run):
			return fmt.Errorf("--merge: %s and %s are not of the same run (%+v and %+v)", names[0], names[i], *run, p.Run)
		case !g.Valid(run.Pods / 2):
			return fmt.Errorf("--merge %s: pairs %d to %d are no range of the run's %d pairs of pods", names[i], g.From, g.To, run.Pods/2)
		case len(p.PairShares) != g.To-g.From:
			return fmt.Errorf("--merge %s: %d pairs' shares for a range of %d pairs", names[i], len(p.PairShares), g.To-g.From)
		case p.Games < 0 || p.AWins < 0 || p.BWins < 0 || p.Draws < 0 || p.AWins+p.BWins+p.Draws != p.Games:
			return fmt.Errorf("--merge %s: counts that do not add up", names[i])
		}
	}
	ranges := make([]shard.Range, len(parts))
	for i, p := range parts {
		ranges[i] = p.Range
	}
	order, err := shard.Cover(ranges, run.Pods/2, "pairs of pods %d to %d", "part", names)
	if err != nil {
		return fmt.Errorf("--merge: %w", err)
	}
	cfg := limited.DraftEvalConfig{Draft: limited.DraftConfig{Seats: run.Seats, Sets: run.Sets, Seed: run.Seed},
		A: run.A, B: run.B, Pods: run.Pods, DeckSize: run.DeckSize, Games: run.Games, Agent: run.Player}
	res := &limited.DraftEvalResult{Config: cfg}
	for _, i := range order {
		p := parts[i]
		res.Games += p.Games
		res.AWins += p.AWins
		res.BWins += p.BWins
		res.Draws += p.Draws
		res.PairShares = append(res.PairShares, p.PairShares...)
	}
	defs, _, err := catalog()
	if err != nil {
		return err
	}
	notes, err := ratingNotes(defs, run.Sets, run.A, run.B)
	if err != nil {
		return a.usage("%v", err)
	}
	return a.printDraftEval(cfg, res, notes, asJSON)
}
