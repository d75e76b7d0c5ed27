package limited

import (
	"fmt"
	"strings"

	"github.com/lorcana-rl/lorcana/engine"
)

// A Drafter chooses a seat's picks: given the seat's observation it returns
// the index of a card of o.Pack (one whose o.Mask entry is true).
type Drafter interface {
	Choose(o *Observation) int
}

// DrafterNames lists the drafters NewDrafter makes.
var DrafterNames = []string{"heuristic", "random", "rating", "rating:FILE"}

// NewDrafter makes a drafter by name, with defs indexed by DefID
// (cards.Catalog's): "random" (a uniformly random card of the pack, from
// seed), "heuristic" (HeuristicDrafter), "rating" (RatingDrafter with the
// shipped ratings) or "rating:FILE" (with the ratings of a file that
// lorcana draft ratings wrote). An unknown name, or a ratings file that
// cannot be read, is an error.
func NewDrafter(name string, defs []engine.CardDef, seed uint64) (Drafter, error) {
	kind, arg, hasArg := strings.Cut(strings.TrimSpace(name), ":")
	switch {
	case kind == "random" && !hasArg:
		rng := engine.NewRNG(seed)
		return &RandomDrafter{rng: rng}, nil
	case kind == "heuristic" && !hasArg:
		return &HeuristicDrafter{Defs: defs}, nil
	case kind == "rating":
		if hasArg && strings.TrimSpace(arg) == "" {
			return nil, fmt.Errorf("drafter %q: give the ratings file after the colon (rating:FILE), or none for the shipped ratings", name)
		}
		t, err := ratingTable(defs, strings.TrimSpace(arg))
		if err != nil {
			return nil, fmt.Errorf("drafter %q: %w", name, err)
		}
		return NewRatingDrafter(defs, t), nil
	}
	if d, ok, err := newRegistered(name, defs, seed); ok {
		return d, err
	}
	return nil, unknownDrafter(name)
}

func unknownDrafter(name string) error {
	return fmt.Errorf("unknown drafter %q (known: %s)", name, strings.Join(DrafterNames, ", "))
}

// RandomDrafter picks a uniformly random card of the pack.
type RandomDrafter struct{ rng engine.RNG }

func (r *RandomDrafter) Choose(o *Observation) int { return r.rng.Intn(len(o.Pack)) }

// HeuristicDrafter picks the card of the pack with the best value: the
// deck builder's Score, plus a commitment bonus once the pool leans to two
// inks (the two inks with the most cards of the pool): a card all of whose
// inks are among them gains a quarter point per card of the pool, up to
// three points. A card the engine does not implement comes after every
// implemented one (the builder takes it last). Ties go to the first card of
// the pack. It is a baseline, not a rating learned from games.
type HeuristicDrafter struct {
	Defs []engine.CardDef
}

// maxCommitment caps the commitment bonus, in quarter points.
const maxCommitment = 12

func (h *HeuristicDrafter) Choose(o *Observation) int {
	pair := poolInks(h.Defs, o.Pool)
	bonus := min(len(o.Pool), maxCommitment)
	best, bestValue := 0, 0
	for i, c := range o.Pack {
		d := &h.Defs[c.Card.Card]
		v := Score(d)
		if d.Inks != 0 && d.Inks&^pair == 0 {
			v += bonus
		}
		if !d.Implemented {
			v -= 1 << 20
		}
		if i == 0 || v > bestValue {
			best, bestValue = i, v
		}
	}
	return best
}

// poolInks is the pair of inks with the most cards of a pool (a dual-ink
// card counts for both; ties to the first in ink order).
func poolInks(defs []engine.CardDef, pool []DraftCard) engine.InkSet {
	var count [engine.NumInks]int
	for _, c := range pool {
		inks := defs[c.Card.Card].Inks
		for k := engine.Ink(0); k < engine.NumInks; k++ {
			if inks.Has(k) {
				count[k]++
			}
		}
	}
	first, second := engine.Ink(0), engine.Ink(1)
	if count[second] > count[first] {
		first, second = second, first
	}
	for k := engine.Ink(2); k < engine.NumInks; k++ {
		switch {
		case count[k] > count[first]:
			first, second = k, first
		case count[k] > count[second]:
			second = k
		}
	}
	return engine.InkSet(0).With(first).With(second)
}
