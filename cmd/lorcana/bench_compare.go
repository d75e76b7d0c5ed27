package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks/gen"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/fuzz"
)

// benchCompareHelp is appended to bench's help.
const benchCompareHelp = `

--compare DECK_A,DECK_B measures a second pairing in the same run: the games
are split into --rounds rounds, and each round plays its share of the main
pairing and then of the compared one, so both see the same machine load.
The report gives each pairing's nanoseconds and allocations per decision and
their ratio (compared / main): how much a richer card pool costs per decision.

--compare random:N (N: 170 when left out) compares with the games of N
random legal decks of the whole catalogue (decks/gen.Covering, seeded by
--seed, as fuzz --random-decks makes them): game i of the compared side
seats deck i mod N against a deck drawn for it (fuzz.DrawnSeats).

--compare bag:MODEL compares the main pairing with the same decks played under
the bag model MODEL (alternating or nested, rule variants: docs/rule-variants.md):
the ratio is the variant's cost per decision relative to --bag (lorcana unless
given).`

// benchPairing is one deck pairing measured by bench --compare.
type benchPairing struct {
	Deck1             string `json:"deck1"`
	Deck2             string `json:"deck2"`
	game              *engine.Game
	pool              []*engine.Game // random decks: game i plays pool[i mod len]
	Games             int            `json:"games"`
	Decisions         int64          `json:"decisions"`
	CPUSeconds        float64        `json:"cpu_seconds"` // the process's CPU time (elapsed × threads where not measured)
	Mallocs           uint64         `json:"-"`
	NsPerDecision     float64        `json:"ns_per_decision"`
	AllocsPerDecision float64        `json:"allocs_per_decision"`
	MeanDecisions     float64        `json:"mean_decisions"`
	BytesPerState     float64        `json:"bytes_per_state"`
}

// compareResult is bench --compare's JSON form.
type compareResult struct {
	Rounds      int           `json:"rounds"`
	Threads     int           `json:"threads"`
	Seed        uint64        `json:"seed"`
	Main        *benchPairing `json:"main"`
	Compared    *benchPairing `json:"compared"`
	NsRatio     float64       `json:"ns_per_decision_ratio"`
	AllocsDelta float64       `json:"allocs_per_decision_delta"`
	Names       [2]string     `json:"pairings"`
}

// parseCompare reads --compare's "DECK_A,DECK_B" (a lone deck is a mirror),
// "random:N", or "bag:MODEL" (main's decks under another bag model).
func (a *app) parseCompare(spec string, defs []engine.CardDef, ix *cards.Index, stdin io.Reader, seed uint64, main *benchPairing) (*benchPairing, error) {
	if name, ok := strings.CutPrefix(strings.TrimSpace(spec), "bag:"); ok {
		m, err := engine.ParseBagModel(name)
		if err != nil {
			return nil, a.usage("--compare %q: %v", clip(spec), err)
		}
		cfg := main.game.Config
		cfg.Bag = m
		g, err := engine.NewGame(defs, cfg)
		if err != nil {
			return nil, err
		}
		return &benchPairing{Deck1: main.Deck1, Deck2: strings.TrimSuffix(main.Deck2, " ("+main.game.Config.Bag.String()+" bag)") + " (" + m.String() + " bag)", game: g}, nil
	}
	if n, ok, err := randomSpec(spec); ok {
		if err != nil {
			return nil, a.usage("--compare %q: %v", clip(spec), err)
		}
		return randomPairing(defs, n, seed, main.game.Config.Bag)
	}
	parts := strings.Split(spec, ",")
	if len(parts) > 2 || strings.TrimSpace(parts[0]) == "" {
		return nil, a.usage("--compare %q: give DECK_A,DECK_B (names of embedded decks or decklist files)", clip(spec))
	}
	d1, err := benchDeck(strings.TrimSpace(parts[0]), defs, ix, stdin)
	if err != nil {
		return nil, err
	}
	d2 := d1
	if len(parts) == 2 {
		if d2, err = benchDeck(strings.TrimSpace(parts[1]), defs, ix, stdin); err != nil {
			return nil, err
		}
	}
	g, err := engine.NewGame(defs, engine.Config{Players: 2, StartingPlayer: -1, Bag: main.game.Config.Bag,
		Decks: [][]engine.DefID{d1.IDs(), d2.IDs()}})
	if err != nil {
		return nil, err
	}
	return &benchPairing{Deck1: d1.Name, Deck2: d2.Name, game: g}, nil
}

// defaultRandomDecks is --compare random's N: enough decks to hold every
// card of the catalogue (gen.Covering).
const defaultRandomDecks = 170

// randomSpec reads "random" or "random:N" (ok false for anything else).
func randomSpec(spec string) (n int, ok bool, err error) {
	rest, found := strings.CutPrefix(strings.TrimSpace(spec), "random")
	if !found || rest != "" && rest[0] != ':' {
		return 0, false, nil
	}
	if rest == "" {
		return defaultRandomDecks, true, nil
	}
	n, err = strconv.Atoi(rest[1:])
	if err != nil || n < 1 || n > maxRandomDecks {
		return 0, true, fmt.Errorf("random:N takes a number of decks from 1 to %d", maxRandomDecks)
	}
	return n, true, nil
}

// randomPairing is the compared side of n random decks: a game per deck,
// deck i against the deck drawn for game i.
func randomPairing(defs []engine.CardDef, n int, seed uint64, bag engine.BagModel) (*benchPairing, error) {
	ds, _, err := gen.Covering(defs, n, seed)
	if err != nil {
		return nil, err
	}
	base, err := engine.NewGame(defs, engine.Config{Players: 2, StartingPlayer: -1, Bag: bag,
		Decks: [][]engine.DefID{ds[0].IDs(), ds[0].IDs()}})
	if err != nil {
		return nil, err
	}
	p := &benchPairing{Deck1: fmt.Sprintf("%d random decks", n), Deck2: "drawn"}
	var seats []int
	for i := range n {
		seats = fuzz.DrawnSeats(seats[:0], seed, i, n, 2)
		g, err := base.WithDecks([][]engine.DefID{ds[seats[0]].IDs(), ds[seats[1]].IDs()})
		if err != nil {
			return nil, fmt.Errorf("%s: %w", ds[seats[0]].Name, err)
		}
		p.pool = append(p.pool, g)
	}
	p.game = p.pool[0]
	return p, nil
}

// clip bounds text echoed in an error.
func clip(s string) string {
	if len(s) > 120 {
		return s[:120] + "…"
	}
	return s
}

// benchCompare plays o.games games of each pairing, in rounds that
// alternate between them, and sums what each round measured.
func benchCompare(ctx context.Context, main, cmp *benchPairing, o benchOptions, rounds int) (*compareResult, error) {
	rounds = max(1, min(rounds, o.games))
	res := &compareResult{Rounds: rounds, Threads: o.threads, Seed: o.seed, Main: main, Compared: cmp}
	for r := range rounds {
		n := o.games / rounds
		if r < o.games%rounds {
			n++
		}
		for _, p := range []*benchPairing{main, cmp} {
			ro := o
			ro.games, ro.threads, ro.progress = n, min(o.threads, n), nil
			ro.pool, ro.first = p.pool, p.Games
			ro.seed = gameSeed(o.seed, r) // each round its own games, the same for both pairings
			cpu0 := processCPU()
			br, err := bench(ctx, p.game, ro)
			if err != nil {
				return nil, fmt.Errorf("%s vs %s: %w", p.Deck1, p.Deck2, err)
			}
			p.Games += br.Games
			p.Decisions += br.Decisions
			// CPU time rather than elapsed time: on a loaded machine the
			// process waits for a CPU for a share of the elapsed time that
			// changes from round to round.
			if cpu := processCPU() - cpu0; cpu > 0 {
				p.CPUSeconds += cpu.Seconds()
			} else {
				p.CPUSeconds += br.Seconds * float64(ro.threads)
			}
			p.Mallocs += uint64(br.AllocsPerDecision*float64(br.Decisions) + 0.5)
			p.BytesPerState = br.BytesPerState
		}
	}
	for _, p := range []*benchPairing{main, cmp} {
		dec := float64(max(p.Decisions, 1))
		p.NsPerDecision = p.CPUSeconds * 1e9 / dec
		p.AllocsPerDecision = float64(p.Mallocs) / dec
		p.MeanDecisions = float64(p.Decisions) / float64(max(p.Games, 1))
	}
	res.NsRatio = cmp.NsPerDecision / main.NsPerDecision
	res.AllocsDelta = cmp.AllocsPerDecision - main.AllocsPerDecision
	res.Names = [2]string{main.Deck1 + " vs " + main.Deck2, cmp.Deck1 + " vs " + cmp.Deck2}
	return res, nil
}

func printCompare(w io.Writer, r *compareResult, asJSON bool) error {
	if asJSON {
		return json.NewEncoder(w).Encode(r)
	}
	fmt.Fprintf(w, "%d games per pairing in %d alternating rounds, %d threads, seed %d\n\n", r.Main.Games, r.Rounds, r.Threads, r.Seed)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "pairing\tgames\tdecisions/game\tns/decision\tallocs/decision\tbytes/state\t")
	for _, p := range []*benchPairing{r.Main, r.Compared} {
		fmt.Fprintf(tw, "%s vs %s\t%d\t%.1f\t%.0f\t%.2f\t%.0f\t\n", p.Deck1, p.Deck2, p.Games, p.MeanDecisions,
			p.NsPerDecision, p.AllocsPerDecision, p.BytesPerState)
	}
	tw.Flush()
	fmt.Fprintf(w, "\nns per decision, compared / main: %.2f\n", r.NsRatio)
	return nil
}
