package limited

import (
	"fmt"
	"slices"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// SealedDeckSize is the least number of cards of a Sealed deck (1.10.1.2).
const SealedDeckSize = 40

// curveShare is the builder's target share of the deck per cost (costs 0-2,
// 3, 4, 5, 6 and more), in fortieths: 12, 8, 8, 6 and 6 cards of 40.
var curveShare = [...]int{12, 8, 8, 6, 6}

func curveBucket(cost int8) int {
	return min(max(int(cost)-2, 0), len(curveShare)-1)
}

// Score is the builder's estimate of a card's strength, in quarter points:
// a character's strength, willpower and twice its lore against twice its
// cost, plus a point per keyword and per defined ability, and a point for
// an inkable card; any other card scores 4 (a point) plus the same bonuses.
// It is a heuristic, not a rating learned from games.
func Score(d *engine.CardDef) int {
	s := 4
	if d.Type == engine.TypeCharacter {
		s = 4 * (int(d.Strength) + int(d.Willpower) + 2*int(d.Lore) - 2*int(d.Cost))
	}
	s += 4*len(d.Keywords) + 4*len(d.Abilities)
	if d.Inkable {
		s += 4
	}
	return s
}

// Built is a deck the builder made from a pool, and the inks it chose.
type Built struct {
	Deck *cards.Deck
	Inks [2]engine.Ink
}

// Build makes a deck of size cards (at least SealedDeckSize for Sealed) from
// a pool, with defs indexed by DefID (cards.Catalog's):
//
//  1. It picks two inks by the pool's strength: for each pair of inks, the
//     sum of the Scores of the best size cards of those inks (a dual-ink card
//     counts for the pair of its two inks), a pair with enough cards to fill
//     the deck before one without; ties go to the first pair in ink order.
//  2. It fills the curve: the pair's cards best first while their cost has
//     room (12, 8, 8, 6 and 6 of 40 cards at costs up to 2, 3, 4, 5 and 6 or
//     more, scaled to size), then the best of the rest of the pair.
//  3. A six-booster pool holds about a dozen cards of each ink, so two inks
//     rarely fill 40 cards: the rest comes from a third ink (1.10.1.2 lets a
//     Limited deck hold any inks), the one whose best cards fill the most
//     and score highest, then, if still short, the best of any ink.
//
// Cards the engine does not implement are taken last. The same pool gives
// the same deck. A pool of fewer than size cards is an error.
func Build(pool Pool, defs []engine.CardDef, size int) (*Built, error) {
	if size < 1 {
		return nil, fmt.Errorf("a deck needs at least one card, not %d", size)
	}
	if n := pool.Len(); n < size {
		return nil, fmt.Errorf("the pool holds %d cards, fewer than the %d of the deck", n, size)
	}
	type copyOf struct {
		id    engine.DefID
		inks  engine.InkSet
		cost  int8
		score int
		ready bool // implemented
	}
	var cs []copyOf
	for _, l := range pool.Lines {
		if int(l.Def) >= len(defs) {
			return nil, fmt.Errorf("card %d of the pool is not in the catalogue", l.Def)
		}
		d := &defs[l.Def]
		for range l.Count {
			cs = append(cs, copyOf{l.Def, d.Inks, d.Cost, Score(d), d.Implemented})
		}
	}
	// Best first: implemented, then score, then catalogue order.
	slices.SortStableFunc(cs, func(a, b copyOf) int {
		if a.ready != b.ready {
			if a.ready {
				return -1
			}
			return 1
		}
		if a.score != b.score {
			return b.score - a.score
		}
		return int(a.id) - int(b.id)
	})

	var best [2]engine.Ink
	bestFull, bestSum, found := false, 0, false
	for a := engine.Ink(0); a < engine.NumInks; a++ {
		for b := a + 1; b < engine.NumInks; b++ {
			pair := engine.InkSet(0).With(a).With(b)
			n, sum := 0, 0
			for _, c := range cs {
				if n < size && c.inks != 0 && c.inks&^pair == 0 {
					n++
					sum += c.score
				}
			}
			full := n == size
			if !found || full && !bestFull || full == bestFull && sum > bestSum {
				best, bestFull, bestSum, found = [2]engine.Ink{a, b}, full, sum, true
			}
		}
	}
	pair := engine.InkSet(0).With(best[0]).With(best[1])

	var room [len(curveShare)]int
	for i, share := range curveShare {
		room[i] = (share*size + SealedDeckSize/2) / SealedDeckSize
	}
	taken := make([]bool, len(cs))
	var ids []engine.DefID
	take := func(i int) {
		taken[i] = true
		ids = append(ids, cs[i].id)
	}
	inPair := func(c copyOf) bool { return c.inks != 0 && c.inks&^pair == 0 }
	for i, c := range cs { // 2: the curve
		if len(ids) < size && inPair(c) && room[curveBucket(c.cost)] > 0 {
			room[curveBucket(c.cost)]--
			take(i)
		}
	}
	for i, c := range cs { // the rest of the pair
		if len(ids) < size && !taken[i] && inPair(c) {
			take(i)
		}
	}
	if need := size - len(ids); need > 0 { // a third ink
		third, bestN, bestSum := engine.Ink(0), -1, 0
		for k := engine.Ink(0); k < engine.NumInks; k++ {
			if pair.Has(k) {
				continue
			}
			three := pair.With(k)
			n, sum := 0, 0
			for i, c := range cs {
				if n < need && !taken[i] && c.inks != 0 && c.inks&^three == 0 {
					n++
					sum += c.score
				}
			}
			if n > bestN || n == bestN && sum > bestSum {
				third, bestN, bestSum = k, n, sum
			}
		}
		three := pair.With(third)
		for i, c := range cs {
			if len(ids) < size && !taken[i] && c.inks != 0 && c.inks&^three == 0 {
				take(i)
			}
		}
	}
	for i := range cs { // any other card
		if len(ids) < size && !taken[i] {
			take(i)
		}
	}
	d := poolOfIDs(ids).Deck(fmt.Sprintf("sealed-%s-%s", best[0], best[1]))
	return &Built{Deck: d, Inks: best}, nil
}
