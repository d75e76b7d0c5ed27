package deckbuild

import (
	"fmt"
	"slices"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/limited"
)

// ConstructedSize is the size of a Core Constructed deck built here: the
// least size of 1.10.1.1, at which decks are played.
const ConstructedSize = 60

// usualCopies is 1.10.1.1's limit of cards with the same full name.
const usualCopies = 4

// Candidate is a card the deck may hold, and how many copies at most.
type Candidate struct {
	Def   engine.DefID
	Limit int // copies: 4 or the card's own limit (Constructed), the pool's count (Limited)
	Inks  engine.InkSet
}

// Rules are a format's deck-building rules over its candidate cards.
type Rules struct {
	Format     cards.Format // cards.CoreConstructed, cards.Limited (Sealed) or cards.Draft
	Candidates []Candidate
	MinSize    int           // the fewest cards of a legal deck
	MaxSize    int           // the most cards the deck may hold
	Inks       engine.InkSet // Constructed: the inks allowed (0: any two)

	defs  []engine.CardDef
	index []int32 // by DefID: the candidate of the card (or of its full name), -1 if none
}

// Defs are the card definitions the rules were made with.
func (r *Rules) Defs() []engine.CardDef { return r.defs }

// Candidate returns the index of the candidate that a card is (by its full
// name in Constructed), or -1.
func (r *Rules) Candidate(id engine.DefID) int {
	if int(id) >= len(r.index) {
		return -1
	}
	return int(r.index[id])
}

// NumActions is the number of actions of an Env over these rules: add and
// remove each candidate, and done.
func (r *Rules) NumActions() int { return 2*len(r.Candidates) + 1 }

// ConstructedRules are Core Constructed's rules (1.10.1.1) over the
// implemented cards of defs (cards.Catalog's), one candidate per full name
// (its first definition), limited to inks when it is not 0: one ink or two.
// Three inks or more, an ink out of range, or inks with too few cards to
// fill a deck, are errors.
func ConstructedRules(defs []engine.CardDef, inks engine.InkSet) (*Rules, error) {
	if inks>>engine.NumInks != 0 {
		return nil, fmt.Errorf("ink set %#x names an ink that does not exist", uint8(inks))
	}
	if n := inks.Count(); n > 2 {
		return nil, fmt.Errorf("%d inks (%s): a Core Constructed deck has at most 2 (1.10.1.1)", n, cards.InkNames(inks))
	}
	r := &Rules{Format: cards.CoreConstructed, MinSize: ConstructedSize, MaxSize: ConstructedSize, Inks: inks, defs: defs}
	r.index = make([]int32, len(defs))
	byName := make(map[string]int32, len(defs)) // looked up, never iterated
	total := 0
	for k := range defs {
		d := &defs[k]
		r.index[k] = -1
		name := cards.Normalize(d.FullName)
		if i, ok := byName[name]; ok {
			r.index[k] = i // a second definition of a full name is its first
			continue
		}
		if !d.Implemented || d.Inks == 0 || inks != 0 && d.Inks&^inks != 0 || d.Inks.Count() > 2 {
			continue
		}
		limit := usualCopies
		if d.MaxCopies > 0 {
			limit = int(d.MaxCopies)
		}
		limit = min(limit, ConstructedSize)
		byName[name] = int32(len(r.Candidates))
		r.index[k] = int32(len(r.Candidates))
		r.Candidates = append(r.Candidates, Candidate{Def: d.ID, Limit: limit, Inks: d.Inks})
		total += limit
	}
	if total < ConstructedSize {
		return nil, fmt.Errorf("only %d legal copies of implemented %s cards: a deck needs %d", total, inkWords(inks), ConstructedSize)
	}
	return r, nil
}

func inkWords(s engine.InkSet) string {
	if s == 0 {
		return "any-ink"
	}
	return cards.InkNames(s)
}

// LimitedRules are Limited's rules (1.10.1.2) over a pool: format
// cards.Limited (Sealed, at least 40 cards) or cards.Draft (at least 35),
// any inks, as many copies of a card as the pool holds. Cards the engine
// does not implement are not candidates. A pool whose implemented cards
// cannot fill the least size is an error.
func LimitedRules(defs []engine.CardDef, pool limited.Pool, format cards.Format) (*Rules, error) {
	least := 0
	switch format {
	case cards.Limited:
		least = limited.SealedDeckSize
	case cards.Draft:
		least = 35
	default:
		return nil, fmt.Errorf("a deck built from a pool is in a Limited format (limited or draft), not %s", format)
	}
	r := &Rules{Format: format, MinSize: least, defs: defs}
	r.index = make([]int32, len(defs))
	for k := range r.index {
		r.index[k] = -1
	}
	all := 0
	for _, l := range pool.Lines {
		if int(l.Def) >= len(defs) {
			return nil, fmt.Errorf("card %d of the pool is not in the catalogue", l.Def)
		}
		if l.Count < 1 {
			return nil, fmt.Errorf("the pool holds %d copies of %s: at least 1", l.Count, defs[l.Def].FullName)
		}
		all += l.Count
		if !defs[l.Def].Implemented {
			continue
		}
		if i := r.index[l.Def]; i >= 0 { // a card on two lines
			r.Candidates[i].Limit += l.Count
		} else {
			r.index[l.Def] = int32(len(r.Candidates))
			r.Candidates = append(r.Candidates, Candidate{Def: l.Def, Limit: l.Count, Inks: defs[l.Def].Inks})
		}
		r.MaxSize += l.Count
	}
	if r.MaxSize < least {
		return nil, fmt.Errorf("the pool holds %d implemented cards (%d in all): fewer than the %d of a %s deck (1.10.1.2)",
			r.MaxSize, all, least, format)
	}
	return r, nil
}

// PoolOfDeck is a decklist as a pool (limited.Pool's form: each card once,
// by DefID), for a pool that comes as a list.
func PoolOfDeck(d *cards.Deck) limited.Pool {
	lines := slices.Clone(d.Cards)
	slices.SortStableFunc(lines, func(a, b cards.DeckLine) int { return int(a.Def) - int(b.Def) })
	var p limited.Pool
	for _, l := range lines {
		if k := len(p.Lines) - 1; k >= 0 && p.Lines[k].Def == l.Def {
			p.Lines[k].Count += l.Count
			continue
		}
		p.Lines = append(p.Lines, l)
	}
	return p
}
