package limited

import (
	"fmt"
	"math"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/engine"
)

// DraftEvalConfig describes a comparison of two drafters, A and B: Pods
// pods of Draft (Seats even; its Seed seeds them all), in pairs that open
// the same packs. In the first pod of a pair A drafts at seats 1, 3, ...
// and B at seats 2, 4, ...; in the second, the other way round. Every seat
// builds a deck of DeckSize cards (Build), and every deck of A plays every
// deck of B of its pod Games games, each deck in seat 1 half the time, both
// sides played by Agent. Only games between an A deck and a B deck are
// played.
type DraftEvalConfig struct {
	Draft    DraftConfig
	A, B     string // drafters (NewDrafter's names)
	Pods     int    // even, 2 or more
	DeckSize int    // 0: DraftDeckSize
	Games    int    // even, 2 or more
	Agent    string // agents.New's specification
	// Pairs, when set, plays only the pairs of pods From to To-1 of the
	// Pods/2: the same pods, packs and games as in the whole run, for a
	// run spread over machines (lorcana draft eval --games-from).
	Pairs *PairRange
}

// PairRange is the pairs of pods From to To-1 of a drafter comparison.
type PairRange struct{ From, To int }

// DraftEvalResult counts the games of A's decks against B's.
type DraftEvalResult struct {
	Config              DraftEvalConfig
	Games               int
	AWins, BWins, Draws int
	// PairShares is A's share of the games won, per pair of pods.
	PairShares []float64
}

// WinRate is A's share of the games won (a game without a winner is not won).
func (r *DraftEvalResult) WinRate() float64 {
	if r.Games == 0 {
		return 0
	}
	return float64(r.AWins) / float64(r.Games)
}

// Wilson is the 95% Wilson score interval of A's win rate, taking the games
// as independent (agents.Wilson).
func (r *DraftEvalResult) Wilson() (lo, hi float64) { return agents.Wilson(r.AWins, r.Games) }

// PairInterval is a 95% interval of A's win rate that takes the pairs of
// pods, not the games, as the independent samples (the games of one pod
// share its decks): the mean of PairShares ± 1.96 standard errors (normal
// approximation, clipped to 0 to 1). With a single pair it is [0, 1].
func (r *DraftEvalResult) PairInterval() (lo, hi float64) {
	n := float64(len(r.PairShares))
	if n < 2 {
		return 0, 1
	}
	var sum, ss float64
	for _, x := range r.PairShares {
		sum += x
	}
	mean := sum / n
	for _, x := range r.PairShares {
		ss += (x - mean) * (x - mean)
	}
	se := math.Sqrt(ss / (n - 1) / n)
	const z = 1.959963984540054
	return max(0, mean-z*se), min(1, mean+z*se)
}

// RunDraftEval compares two drafters (DraftEvalConfig); progress, if not nil,
// is called after each pod with the pods done. The same configuration
// gives the same result. A configuration out of bounds, an unknown set,
// drafter or agent is an error.
func RunDraftEval(defs []engine.CardDef, cfg DraftEvalConfig, progress func(done int)) (*DraftEvalResult, error) {
	if cfg.DeckSize == 0 {
		cfg.DeckSize = DraftDeckSize
	}
	switch {
	case cfg.Draft.Seats < 2 || cfg.Draft.Seats > MaxSeats || cfg.Draft.Seats%2 != 0:
		return nil, fmt.Errorf("a drafter comparison seats half A and half B: an even number of seats from 2 to %d, not %d", MaxSeats, cfg.Draft.Seats)
	case cfg.Pods < 2 || cfg.Pods%2 != 0:
		return nil, fmt.Errorf("the pods come in pairs that open the same packs (A and B swap seats): an even number of pods, 2 or more, not %d", cfg.Pods)
	case cfg.Games < 2 || cfg.Games%2 != 0:
		return nil, fmt.Errorf("each pair of decks plays an even number of games (both decks in both seats), 2 or more, not %d", cfg.Games)
	case cfg.DeckSize < DraftDeckSize:
		return nil, fmt.Errorf("a Draft deck has at least %d cards (1.10.1.2), not %d", DraftDeckSize, cfg.DeckSize)
	case cfg.DeckSize > len(cfg.Draft.Sets)*PackSize:
		return nil, fmt.Errorf("a deck of %d cards cannot be built from %d packs of %d picks", cfg.DeckSize, len(cfg.Draft.Sets), PackSize)
	}
	if _, err := agents.New(cfg.Agent, 0); err != nil {
		return nil, err
	}
	for _, who := range [2]struct{ side, name string }{{"A", cfg.A}, {"B", cfg.B}} {
		if _, err := NewDrafter(who.name, defs, 0); err != nil {
			return nil, fmt.Errorf("drafter %s: %w", who.side, err)
		}
	}
	from, to := 0, cfg.Pods/2
	if r := cfg.Pairs; r != nil {
		if r.From < 0 || r.To < r.From || r.To > cfg.Pods/2 {
			return nil, fmt.Errorf("pairs of pods %d to %d are no range of the %d pairs (0 <= from <= to <= %d)", r.From, r.To, cfg.Pods/2, cfg.Pods/2)
		}
		from, to = r.From, r.To
	}
	res := &DraftEvalResult{Config: cfg, PairShares: []float64{}}
	names := make([]string, cfg.Draft.Seats)
	for k := 2 * from; k < 2*to; k++ {
		dc := cfg.Draft
		dc.Seed = podSeed(cfg.Draft.Seed, k/2) // both pods of a pair open the same packs
		aSeat := func(s int) bool { return s%2 == k%2 }
		for s := range names {
			names[s] = cfg.B
			if aSeat(s) {
				names[s] = cfg.A
			}
		}
		d, err := draftPod(defs, dc, names)
		if err != nil {
			return nil, fmt.Errorf("pod %d: %w", k+1, err)
		}
		pod, err := PlayDraftEvent(defs, DraftEventConfig{Draft: dc, DeckSize: cfg.DeckSize}, d)
		if err != nil {
			return nil, fmt.Errorf("pod %d: %w", k+1, err)
		}
		if k%2 == 0 {
			res.PairShares = append(res.PairShares, 0)
		}
		games, aWins := 0, 0
		for a := range pod.Seats {
			for b := a + 1; b < len(pod.Seats); b++ {
				if aSeat(a) == aSeat(b) {
					continue
				}
				deckA, deckB := pod.Seats[a].Built.Deck.IDs(), pod.Seats[b].Built.Deck.IDs()
				err := playGames(defs, dc.Seed, a, b, deckA, deckB, cfg.Games, agentOf(cfg.Agent), func(st *engine.State, aFirst bool) {
					games++
					// The winner's deck: seat a's when it won in the seat it had.
					aSide := int8(1)
					if aFirst {
						aSide = 0
					}
					switch {
					case st.Winner < 0:
						res.Draws++
					case (st.Winner == aSide) == aSeat(a):
						res.AWins++
						aWins++
					default:
						res.BWins++
					}
				})
				if err != nil {
					return nil, fmt.Errorf("pod %d: %w", k+1, err)
				}
			}
		}
		res.Games += games
		res.PairShares[k/2-from] += float64(aWins) / float64(2*games)
		if progress != nil {
			progress(k + 1 - 2*from)
		}
	}
	return res, nil
}
