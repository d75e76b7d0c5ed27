package limited

import (
	"fmt"
	"slices"
	"strings"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// DefaultSealedBoosters is the number of boosters of a Sealed pool unless
// told otherwise.
const DefaultSealedBoosters = 6

// MaxSealedBoosters bounds the boosters of one Sealed pool.
const MaxSealedBoosters = 64

// Pool is the cards a player may build a Limited deck from (1.10.1: the
// cards inside the products opened): each card once with the copies held,
// by DefID. Printings do not matter to a deck: an enchanted reprint and its
// base card are the same card.
type Pool struct {
	Lines []cards.DeckLine
}

// PoolOf is the pool of the cards of some boosters.
func PoolOf(boosters []Booster) Pool {
	var ids []engine.DefID
	for i := range boosters {
		for _, c := range boosters[i].Cards {
			ids = append(ids, c.Card)
		}
	}
	return poolOfIDs(ids)
}

func poolOfIDs(ids []engine.DefID) Pool {
	slices.Sort(ids)
	var p Pool
	for i, id := range ids {
		if i > 0 && ids[i-1] == id {
			p.Lines[len(p.Lines)-1].Count++
			continue
		}
		p.Lines = append(p.Lines, cards.DeckLine{Count: 1, Def: id})
	}
	return p
}

// Count is the number of copies of a card the pool holds.
func (p Pool) Count(id engine.DefID) int {
	i, ok := slices.BinarySearchFunc(p.Lines, id, func(l cards.DeckLine, id engine.DefID) int { return int(l.Def) - int(id) })
	if !ok {
		return 0
	}
	return p.Lines[i].Count
}

// Len is the number of cards of the pool.
func (p Pool) Len() int {
	n := 0
	for _, l := range p.Lines {
		n += l.Count
	}
	return n
}

// Deck is the whole pool as a deck.
func (p Pool) Deck(name string) *cards.Deck {
	return &cards.Deck{Name: name, Cards: slices.Clone(p.Lines)}
}

// Sealed is a Sealed pool: the boosters opened, in order, and their cards.
type Sealed struct {
	Sets     []string // the set of each booster
	Seed     uint64
	Boosters []Booster
	Pool     Pool
}

// ParseSets reads a list of boosters' sets, "5,5,6,6,7,7" (spaces allowed).
func ParseSets(s string) ([]string, error) {
	var out []string
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			return nil, fmt.Errorf("the list of sets %q has an empty entry (want sets like 5,5,6,6,7,7)", s)
		}
		out = append(out, f)
	}
	return out, nil
}

// OpenSealed opens one booster of each set listed, in order, from seed:
// the same sets and seed give the same pool. An unknown set, or a number of
// boosters outside 1 to MaxSealedBoosters, is an error.
func OpenSealed(sets []string, seed uint64) (*Sealed, error) {
	if len(sets) < 1 || len(sets) > MaxSealedBoosters {
		return nil, fmt.Errorf("a Sealed pool has from 1 to %d boosters, not %d", MaxSealedBoosters, len(sets))
	}
	s := &Sealed{Sets: slices.Clone(sets), Seed: seed, Boosters: make([]Booster, len(sets))}
	var gens []*Generator // one per distinct set, in order of first use
	rng := engine.NewRNG(seed)
	for i, set := range sets {
		var g *Generator
		for _, h := range gens {
			if h.Set() == strings.TrimSpace(set) {
				g = h
			}
		}
		if g == nil {
			var err error
			if g, err = NewGenerator(set); err != nil {
				return nil, fmt.Errorf("booster %d: %w", i+1, err)
			}
			gens = append(gens, g)
		}
		g.Open(&rng, &s.Boosters[i])
	}
	s.Pool = PoolOf(s.Boosters)
	return s, nil
}

// CheckDeck lists the problems of a Limited deck built from a pool, with
// defs indexed by DefID (cards.Catalog's): each card the deck holds more
// copies of than the pool (1.10.1: a Limited deck is built from the cards
// of the products opened), then Deck.Check's problems in the format (1.10.1.2:
// at least 40 cards for Sealed, 35 for Draft; any inks and copies; cards not
// implemented). Nil means the deck is legal and playable. The format must be
// cards.Limited or cards.Draft.
func CheckDeck(d *cards.Deck, pool Pool, defs []engine.CardDef, format cards.Format) ([]cards.Problem, error) {
	if format != cards.Limited && format != cards.Draft {
		return nil, fmt.Errorf("a deck built from a pool is checked in a Limited format (limited or draft), not %s", format)
	}
	if d == nil {
		return nil, fmt.Errorf("no deck to check")
	}
	var ids []engine.DefID
	var want []int
	for _, l := range d.Cards {
		if k := slices.Index(ids, l.Def); k >= 0 {
			want[k] += l.Count
			continue
		}
		ids = append(ids, l.Def)
		want = append(want, l.Count)
	}
	var out []cards.Problem
	for k, id := range ids {
		have := pool.Count(id)
		if want[k] <= have {
			continue
		}
		name := fmt.Sprintf("card %d", id)
		if int(id) < len(defs) {
			name = defs[id].FullName
		}
		msg := fmt.Sprintf("%s is not in the pool (1.10.1)", name)
		if have > 0 {
			msg = fmt.Sprintf("%d copies of %s: the pool holds %d (1.10.1)", want[k], name, have)
		}
		out = append(out, cards.Problem{Kind: cards.ProblemNotInPool, Rule: "1.10.1", Card: id, Message: msg})
	}
	return append(out, d.Check(defs, format)...), nil
}
