// Package gen makes random legal decks from the cards the engine
// implements, seeded: for training across decks (train's deck pool) and for
// fuzzing the engine on decks nobody wrote.
//
// A deck is legal in Core Constructed (1.10.1.1): 60 cards, the two inks of
// its pair (at least one card of each), at most 4 copies of a full name (or
// the card's own lower limit). Its cards are drawn without replacement,
// weighted towards a playable deck: inkable cards three times as likely as
// uninkable ones, and costs 2 and 3 more likely than costs 7 and up; each
// card drawn gets 4 copies (fewer where its limit says so, or to end at
// exactly 60).
package gen

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// Size is the number of cards of a generated deck.
const Size = 60

// Pairs lists the 15 ink pairs, in ink order.
func Pairs() [][2]engine.Ink {
	var out [][2]engine.Ink
	for a := engine.Ink(0); a < engine.NumInks; a++ {
		for b := a + 1; b < engine.NumInks; b++ {
			out = append(out, [2]engine.Ink{a, b})
		}
	}
	return out
}

// Name is the name of the i-th deck (from 0) of a pair for a seed, as Deck
// names it: "random-amber-amethyst-s1-0".
func Name(pair [2]engine.Ink, seed uint64, i int) string {
	return fmt.Sprintf("random-%s-%s-s%d-%d", pair[0], pair[1], seed, i)
}

// ParseName reads a name as Name writes it ("random-amber-amethyst-s1-0")
// into its pair (in the order written: Deck of the pair the other way
// round is another deck), seed and index, so that a deck eval or training
// printed can be named again; ok is false for any other text.
func ParseName(name string) (pair [2]engine.Ink, seed uint64, i int, ok bool) {
	rest, found := strings.CutPrefix(name, "random-")
	parts := strings.Split(rest, "-")
	if !found || len(parts) != 4 || !strings.HasPrefix(parts[2], "s") {
		return pair, 0, 0, false
	}
	a, okA := engine.ParseInk(parts[0])
	b, okB := engine.ParseInk(parts[1])
	seed, errS := strconv.ParseUint(parts[2][1:], 10, 64)
	idx, errI := strconv.ParseUint(parts[3], 10, 31)
	if !okA || !okB || a == b || errS != nil || errI != nil || Name([2]engine.Ink{a, b}, seed, int(idx)) != name {
		return pair, 0, 0, false
	}
	return [2]engine.Ink{a, b}, seed, int(idx), true
}

// NameForm is how a generated deck's name reads, for messages.
const NameForm = "random-INK-INK-sSEED-INDEX"

// Named makes the deck a generated deck's name names (ParseName) from defs;
// ok is false, and nothing made, where name is not such a name. Loaders of
// decks by name (env's, the CLI's) try it last.
func Named(defs []engine.CardDef, name string) (d *cards.Deck, ok bool, err error) {
	pair, seed, i, ok := ParseName(name)
	if !ok {
		return nil, false, nil
	}
	d, err = Deck(defs, pair, seed, i)
	return d, true, err
}

// Deck makes the i-th random deck of an ink pair for a seed, from the
// implemented cards of defs (cards.Catalog's definitions). The same
// arguments give the same deck. It fails where the pair has too few
// implemented cards to fill 60 legally.
func Deck(defs []engine.CardDef, pair [2]engine.Ink, seed uint64, i int) (*cards.Deck, error) {
	return build(defs, pair, Name(pair, seed, i), mix(seed, uint64(pair[0])<<8|uint64(pair[1]), uint64(i)), nil)
}

// build draws a deck of a pair named name from the generator seeded rngSeed;
// the cards fresh says true for are drawn Boost times as likely (nil: none).
func build(defs []engine.CardDef, pair [2]engine.Ink, name string, rngSeed uint64, fresh func(engine.DefID) bool) (*cards.Deck, error) {
	if pair[0] >= engine.NumInks || pair[1] >= engine.NumInks || pair[0] == pair[1] {
		return nil, fmt.Errorf("gen: %v is not a pair of two inks", pair)
	}
	inks := engine.InkSet(0).With(pair[0]).With(pair[1])
	type cand struct {
		id     engine.DefID
		limit  int
		weight uint64
	}
	var cs []cand
	byName := map[string]bool{} // a full name once (its first definition)
	total := 0
	for k := range defs {
		d := &defs[k]
		if !d.Implemented || d.Inks == 0 || d.Inks&^inks != 0 {
			continue
		}
		n := cards.Normalize(d.FullName)
		if byName[n] {
			continue
		}
		byName[n] = true
		limit := 4
		if d.MaxCopies > 0 {
			limit = min(limit, int(d.MaxCopies))
		}
		w := weight(d)
		if fresh != nil && fresh(d.ID) {
			w *= Boost
		}
		cs = append(cs, cand{d.ID, limit, w})
		total += limit
	}
	if total < Size {
		return nil, fmt.Errorf("gen: %s: only %d legal copies of implemented %s/%s cards, a deck needs %d",
			name, total, pair[0], pair[1], Size)
	}
	rng := engine.NewRNG(rngSeed)
	d := &cards.Deck{Name: name}
	n := 0
	take := func(j int) {
		c := cs[j]
		cnt := min(c.limit, Size-n)
		d.Cards = append(d.Cards, cards.DeckLine{Count: cnt, Def: c.id})
		n += cnt
		cs = slices.Delete(cs, j, j+1)
	}
	// One card of each ink first (a dual-ink card counts for both).
	for _, ink := range pair {
		if d.Inks(defs).Has(ink) {
			continue
		}
		j := draw(&rng, len(cs), func(j int) uint64 {
			if defs[cs[j].id].Inks.Has(ink) {
				return cs[j].weight
			}
			return 0
		})
		if j < 0 {
			return nil, fmt.Errorf("gen: %s: no implemented %s card", name, ink)
		}
		take(j)
	}
	for n < Size {
		take(draw(&rng, len(cs), func(j int) uint64 { return cs[j].weight }))
	}
	return d, nil
}

// weight is how likely a card is drawn: inkable cards and the costs of an
// ordinary curve more.
func weight(d *engine.CardDef) uint64 {
	w := [...]uint64{1, 2, 4, 4, 3, 2, 1, 1}[min(max(int(d.Cost), 0), 7)]
	if d.Inkable {
		w *= 3
	}
	return w
}

// draw picks an index below n with the given weights (-1 if they are all
// 0).
func draw(rng *engine.RNG, n int, w func(int) uint64) int {
	var sum uint64
	for j := range n {
		sum += w(j)
	}
	if sum == 0 {
		return -1
	}
	u := rng.Uint64() % sum
	for j := range n {
		if u < w(j) {
			return j
		}
		u -= w(j)
	}
	return n - 1
}

// Decks makes perPair decks of every ink pair that has enough implemented
// cards (Deck), in the order of Pairs; it returns the pairs left out with
// why.
func Decks(defs []engine.CardDef, perPair int, seed uint64) ([]*cards.Deck, []error) {
	var out []*cards.Deck
	var skipped []error
	for _, p := range Pairs() {
		for i := range perPair {
			d, err := Deck(defs, p, seed, i)
			if err != nil {
				skipped = append(skipped, err)
				break
			}
			out = append(out, d)
		}
	}
	return out, skipped
}

// Boost is how much likelier Covering draws a card no earlier deck holds.
const Boost = 1000

// Covering makes n random decks that between them hold every implemented
// card of defs, where n decks have room for them all (about 160 for the
// whole catalogue): deck i is of the ink pair Pairs()[i mod 15], drawn as
// Deck draws, except that a card no earlier deck holds is Boost times as
// likely. It returns the decks and the implemented cards none of them
// holds (none when n is enough). The same arguments give the same decks.
// Names are "covering-s1-0-amber-amethyst".
func Covering(defs []engine.CardDef, n int, seed uint64) ([]*cards.Deck, []engine.DefID, error) {
	if n < 1 {
		return nil, nil, fmt.Errorf("gen: %d decks: make at least one", n)
	}
	held := make([]bool, len(defs))
	fresh := func(id engine.DefID) bool { return !held[id] }
	pairs := Pairs()
	out := make([]*cards.Deck, 0, n)
	for i := range n {
		p := pairs[i%len(pairs)]
		name := fmt.Sprintf("covering-s%d-%d-%s-%s", seed, i, p[0], p[1])
		d, err := build(defs, p, name, mix(seed, 0xC0FE, uint64(i)), fresh)
		if err != nil {
			return nil, nil, err
		}
		for _, l := range d.Cards {
			held[l.Def] = true
		}
		out = append(out, d)
	}
	// A card Deck skips as a second definition of a full name is held
	// through its first (cards.Normalize).
	heldNames := map[string]bool{}
	for k := range defs {
		if held[k] {
			heldNames[cards.Normalize(defs[k].FullName)] = true
		}
	}
	var left []engine.DefID
	for k := range defs {
		d := &defs[k]
		if n := cards.Normalize(d.FullName); d.Implemented && d.Inks != 0 && !heldNames[n] {
			heldNames[n] = true
			left = append(left, d.ID)
		}
	}
	return out, left, nil
}

func mix(xs ...uint64) uint64 {
	h := uint64(0x9E3779B97F4A7C15)
	for _, x := range xs {
		h ^= x + 0x9E3779B97F4A7C15 + h<<6 + h>>2
		h *= 0xBF58476D1CE4E5B9
		h ^= h >> 31
	}
	return h
}
