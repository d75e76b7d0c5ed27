package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/lorcana-rl/lorcana/agents/neural"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks/gen"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/train"
	"github.com/lorcana-rl/lorcana/train/checkpoint"
	"github.com/lorcana-rl/lorcana/train/config"
)

// trainingRecord is what a network's checkpoint says it was trained on:
// every phase's decks, by fingerprint (train.DeckPrint).
type trainingRecord struct {
	history []checkpoint.Phase
	network string   // the network's name (neural.Policy.Name)
	names   []string // the decks trained on, each once (by fingerprint), in the order of the phases
	// note says where the record comes from when it is not the
	// checkpoint's history ("" where it is).
	note string
}

// trainingRecordOf reads the training record of agent spec's network: its
// checkpoint's history; for a checkpoint of format 1 made by training,
// the decks its recorded settings give with this build's catalogue. It
// returns nil for an agent that is no network, and an error saying what
// is missing where there is no record.
func trainingRecordOf(spec string, players int) (*trainingRecord, error) {
	p, ok, err := neural.PolicyOf(spec, players)
	if !ok || err != nil {
		return nil, err // a bad checkpoint was refused by agents.New already
	}
	r := &trainingRecord{history: p.History, network: p.Name}
	if p.HistoryProblem != "" {
		if p.Config == "" || len(p.History) > 0 {
			return nil, fmt.Errorf("--agent %s: %s", spec, p.HistoryProblem)
		}
		cfg, err := config.FromLearning(p.Config)
		if err != nil {
			return nil, fmt.Errorf("--agent %s: %w", spec, err)
		}
		ds, _, _, err := train.TrainingDecks(cfg)
		if err != nil {
			return nil, fmt.Errorf("--agent %s: %s; the decks of the settings it records: %w", spec, p.HistoryProblem, err)
		}
		ph, err := train.NewPhase(cfg, "", ds, nil)
		if err != nil {
			return nil, err
		}
		r.history = []checkpoint.Phase{ph}
		r.note = "its checkpoint (format 1) records no history: the decks its settings give with this build's catalogue"
	}
	var prints []uint64
	for _, ph := range r.history {
		for _, d := range ph.Decks {
			if !slices.Contains(prints, d.Print) {
				prints = append(prints, d.Print)
				r.names = append(r.names, d.Name)
			}
		}
	}
	return r, nil
}

// seen returns the phases (1-based) that trained on a deck of fingerprint
// print; none: the deck is held out.
func (r *trainingRecord) seen(print uint64) []int {
	phases, _ := checkpoint.Seen(r.history, print)
	return phases
}

// heldOutSide reports whether a deck is on the held-out side of every
// split the phases used (true where none used one).
func (r *trainingRecord) heldOutSide(print uint64) bool {
	for _, ph := range r.history {
		if ph.Split > 0 && !train.HeldOutSide(print, ph.Split) {
			return false
		}
	}
	return true
}

// heldOutRandom draws n random legal decks (decks/gen, seeded) that the
// record says the network never trained on, each on the held-out side of
// the splits its phases used: the k-th of the ink pair k places after
// seed's (15 pairs, in turn), the first of that pair's decks of seed to
// qualify.
func heldOutRandom(defs []engine.CardDef, r *trainingRecord, n int, seed uint64) ([]*cards.Deck, error) {
	pairs := gen.Pairs()
	var out []*cards.Deck
	for k := range n {
		pair := pairs[(int(seed%uint64(len(pairs)))+k)%len(pairs)]
		found := false
		for i := 0; i < 4096 && !found; i++ {
			d, err := gen.Deck(defs, pair, seed, i)
			if err != nil {
				return nil, fmt.Errorf("--held-out: %w", err)
			}
			p := train.DeckPrint(d, defs)
			if len(r.seen(p)) > 0 || !r.heldOutSide(p) || slices.ContainsFunc(out, func(o *cards.Deck) bool { return o.Name == d.Name }) {
				continue
			}
			out = append(out, d)
			found = true
		}
		if !found {
			return nil, fmt.Errorf("--held-out: no held-out %s/%s deck among 4096 of seed %d", pair[0], pair[1], seed)
		}
	}
	return out, nil
}

// deckRow is one deck of an evaluation: whether the network (agent A)
// trained on it, and A's results in the games it played that deck.
type deckRow struct {
	Deck string `json:"deck"`
	// Seen: the network trained on it, in these phases of its history
	// (1-based); false: held out.
	Seen     bool    `json:"seen"`
	Phases   []int   `json:"phases,omitempty"`
	Games    int     `json:"games"`
	Wins     int     `json:"wins"`
	Losses   int     `json:"losses"`
	Draws    int     `json:"draws"`
	WinRate  float64 `json:"win_rate"`
	WilsonLo float64 `json:"wilson_low"`
	WilsonHi float64 `json:"wilson_high"`
}

// deckRows are the rows of decks ds (each name once) by rec.
func deckRows(ds []*cards.Deck, defs []engine.CardDef, rec *trainingRecord) []*deckRow {
	var rows []*deckRow
	for _, d := range ds {
		if slices.ContainsFunc(rows, func(r *deckRow) bool { return r.Deck == d.Name }) {
			continue
		}
		ph := rec.seen(train.DeckPrint(d, defs))
		rows = append(rows, &deckRow{Deck: d.Name, Seen: len(ph) > 0, Phases: ph})
	}
	return rows
}

// finishDecks sums each deck row's games from the pairings in which A
// played that deck.
func (res *evalResult) finishDecks() {
	for _, row := range res.Decks {
		p := pairing{}
		for _, q := range res.Pairings {
			if q.DeckA == row.Deck {
				p.add(q)
			}
		}
		p.finish()
		row.Games, row.Wins, row.Losses, row.Draws = p.Games, p.Wins, p.Losses, p.Draws
		row.WinRate, row.WilsonLo, row.WilsonHi = p.WinRate, p.WilsonLo, p.WilsonHi
	}
}

// printDecks writes the deck rows and the seen/held-out totals.
func printDecks(w io.Writer, r *evalResult) {
	if len(r.Decks) == 0 {
		return
	}
	fmt.Fprintf(w, "\n%-40s %-22s %6s %5s %8s  %s\n", "deck of "+short(r.Agent), "in training", "games", "wins", "win rate", "95% interval")
	for _, d := range r.Decks {
		s := "held out"
		if d.Seen {
			var ps []string
			for _, p := range d.Phases {
				ps = append(ps, fmt.Sprint(p))
			}
			s = "seen (phase " + strings.Join(ps, ",") + ")"
			if len(s) > 22 {
				s = fmt.Sprintf("seen (%d phases)", len(d.Phases))
			}
		}
		fmt.Fprintf(w, "%-40s %-22s %6d %5d %7.1f%%  %5.1f%% - %5.1f%%\n", d.Deck, s, d.Games, d.Wins, 100*d.WinRate, 100*d.WilsonLo, 100*d.WilsonHi)
	}
}
