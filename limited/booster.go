package limited

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// PackSize is the number of cards of a booster (the code card and the art
// card of the printed product are not cards of the game and not counted).
const PackSize = 12

// BaseSetSize is the collector number of the last card of a main set's base
// list: numbers 1-204 are its commons to legendaries. Printings numbered
// above it are the alternate-art reprints (enchanted; from set 9 on, epic and
// iconic too) and a few printings of other products, which no booster slot
// but the foil one draws from (docs/limited.md).
const BaseSetSize = 204

// SlotKind is the kind of a booster slot.
type SlotKind uint8

const (
	SlotCommon   SlotKind = iota // a non-foil common
	SlotUncommon                 // a non-foil uncommon
	SlotRare                     // a non-foil rare, super rare or legendary
	SlotFoil                     // a foil of any rarity, alternate-art reprints included
)

func (k SlotKind) String() string {
	switch k {
	case SlotCommon:
		return "common"
	case SlotUncommon:
		return "uncommon"
	case SlotRare:
		return "rare+"
	case SlotFoil:
		return "foil"
	}
	return fmt.Sprintf("slot(%d)", uint8(k))
}

// Weighted is a rarity and its weight among a slot's rarities.
type Weighted struct {
	Rarity cards.Rarity
	Weight int
}

// Slot is one kind of slot of the pack: how many cards it gives and the odds
// of each rarity. A card's rarity is drawn by weight from Odds (rarities the
// set does not print are left out and the others keep their proportions),
// then the card uniformly among the set's booster printings of that rarity.
//
// The foil slot first tries its Special rarities, each with its chance per
// pack (Weight parts per SpecialScale) where the set prints that rarity; a
// pack that gets none of them draws its foil from Odds.
type Slot struct {
	Kind    SlotKind
	Count   int
	Odds    []Weighted
	Special []Weighted
}

// SpecialScale is the denominator of a Special weight: 1000 is 1% of packs.
const SpecialScale = 100_000

// Slots is the booster's slot model, in the order the cards are listed.
// docs/limited.md gives the source of each figure and says which are
// assumptions.
var Slots = [...]Slot{
	{Kind: SlotCommon, Count: 6, Odds: []Weighted{{cards.Common, 1}}},
	{Kind: SlotUncommon, Count: 3, Odds: []Weighted{{cards.Uncommon, 1}}},
	{Kind: SlotRare, Count: 2, Odds: []Weighted{{cards.Rare, 6}, {cards.SuperRare, 2}, {cards.Legendary, 1}}},
	{Kind: SlotFoil, Count: 1,
		Odds: []Weighted{{cards.Common, 50}, {cards.Uncommon, 28}, {cards.Rare, 13}, {cards.SuperRare, 6}, {cards.Legendary, 3}},
		Special: []Weighted{
			{cards.Enchanted, 1_000}, // 1 pack in 100
			{cards.Epic, 4_167},      // about 1 pack in 24 (one a box)
			{cards.Iconic, 100},      // 1 pack in 1,000
		}},
}

// Card is one card of a booster: the printing drawn, the card it is, its
// rarity, and whether it is the foil.
type Card struct {
	cards.SetPrinting
	Slot SlotKind
	Foil bool
}

// Booster is one opened pack, its cards in slot order.
type Booster struct {
	Set   string
	Cards [PackSize]Card
}

// Generator opens boosters of one set. It holds the set's booster printings
// by rarity and is read-only once made, so goroutines may share it (each
// with its own engine.RNG).
type Generator struct {
	set  string
	pool [cards.NumRarities][]cards.SetPrinting // by collector number
	odds [len(Slots)][]Weighted                 // Slots' odds, rarities the set lacks left out
	sums [len(Slots)]int
}

// MainSets lists the sets that have boosters: the main sets 1, 2, ...
func MainSets() []string {
	var out []string
	for _, s := range cards.Sets() {
		if isMainSet(s) {
			out = append(out, s)
		}
	}
	return out
}

// NewGenerator makes the generator of a main set ("5"). An unknown set, or
// a promo set (which has no boosters), is an error that lists the sets.
func NewGenerator(set string) (*Generator, error) {
	set = strings.TrimSpace(set)
	ps := cards.SetPrintings(set)
	if !isMainSet(set) || len(ps) == 0 {
		main := MainSets()
		if len(main) == 0 {
			return nil, fmt.Errorf("no boosters of set %q: the card catalogue has no main set", set)
		}
		what := "unknown set"
		if len(ps) > 0 {
			what = "no boosters of the promo set"
		}
		return nil, fmt.Errorf("%s %q: boosters exist for the sets %s to %s", what, set, main[0], main[len(main)-1])
	}
	g := &Generator{set: set}
	for _, p := range ps {
		if inBooster(p) {
			g.pool[p.Rarity] = append(g.pool[p.Rarity], p)
		}
	}
	for i, s := range Slots {
		for _, w := range s.Odds {
			if len(g.pool[w.Rarity]) > 0 {
				g.odds[i] = append(g.odds[i], w)
				g.sums[i] += w.Weight
			}
		}
		if g.sums[i] == 0 {
			return nil, fmt.Errorf("set %s prints no card for its %s slot", set, s.Kind)
		}
		for _, w := range g.odds[i] {
			if n := len(g.pool[w.Rarity]); s.Kind != SlotFoil && n < s.Count {
				return nil, fmt.Errorf("set %s has %d %s cards, fewer than its %d %s slots",
					set, n, w.Rarity.Label(), s.Count, s.Kind)
			}
		}
	}
	return g, nil
}

// inBooster says whether a printing is drawn into boosters: a base card
// (numbers 1-204, common to legendary) or an alternate-art reprint
// (enchanted, epic, iconic). Printings of other products that a set's list
// numbers after its base cards (gift sets, set 9's number 0) are not.
func inBooster(p cards.SetPrinting) bool {
	switch p.Rarity {
	case cards.Common, cards.Uncommon, cards.Rare, cards.SuperRare, cards.Legendary:
		return p.Number >= 1 && p.Number <= BaseSetSize
	case cards.Enchanted, cards.Epic, cards.Iconic:
		return true
	}
	return false
}

// Set is the set the generator opens.
func (g *Generator) Set() string { return g.set }

// Pool lists the set's booster printings of a rarity, by collector number.
func (g *Generator) Pool(r cards.Rarity) []cards.SetPrinting {
	if r >= cards.NumRarities {
		return nil
	}
	return append([]cards.SetPrinting(nil), g.pool[r]...)
}

// Open fills b with a new booster drawn from rng. Within the non-foil slots
// no printing repeats; the foil may be a card also drawn non-foil. Open does
// not allocate.
func (g *Generator) Open(rng *engine.RNG, b *Booster) {
	b.Set = g.set
	n := 0
	for i := range Slots {
		s := &Slots[i]
		for range s.Count {
			var c Card
			c.Slot, c.Foil = s.Kind, s.Kind == SlotFoil
			r := g.rarity(i, rng)
			pool := g.pool[r]
			for {
				c.SetPrinting = pool[rng.Intn(len(pool))]
				if c.Foil || !drawn(b.Cards[:n], c.Printing) {
					break
				}
			}
			b.Cards[n] = c
			n++
		}
	}
}

// rarity draws the rarity of one card of slot i.
func (g *Generator) rarity(i int, rng *engine.RNG) cards.Rarity {
	if sp := Slots[i].Special; len(sp) > 0 {
		x := rng.Intn(SpecialScale)
		for _, w := range sp {
			if len(g.pool[w.Rarity]) == 0 {
				continue
			}
			if x < w.Weight {
				return w.Rarity
			}
			x -= w.Weight
		}
	}
	x := rng.Intn(g.sums[i])
	for _, w := range g.odds[i] {
		if x < w.Weight {
			return w.Rarity
		}
		x -= w.Weight
	}
	return g.odds[i][len(g.odds[i])-1].Rarity // not reached: x < the sum
}

// drawn says whether a non-foil card of cs is printing p. Every rarity of a
// non-foil slot has at least as many cards as the slot (NewGenerator checks),
// so the redraw in Open ends.
func drawn(cs []Card, p cards.Printing) bool {
	for i := range cs {
		if !cs[i].Foil && cs[i].Printing == p {
			return true
		}
	}
	return false
}

// MaxBoosters bounds the boosters one call opens.
const MaxBoosters = 100_000

// Boosters opens n boosters of a set from seed: the same arguments give the
// same boosters.
func Boosters(set string, seed uint64, n int) ([]Booster, error) {
	if n < 1 || n > MaxBoosters {
		return nil, fmt.Errorf("the number of boosters must be from 1 to %d, not %d", MaxBoosters, n)
	}
	g, err := NewGenerator(set)
	if err != nil {
		return nil, err
	}
	rng := engine.NewRNG(seed)
	out := make([]Booster, n)
	for i := range out {
		g.Open(&rng, &out[i])
	}
	return out, nil
}

// isMainSet says whether a set code is a main set ("1", "2", ...).
func isMainSet(set string) bool {
	n, err := strconv.Atoi(set)
	return err == nil && n > 0 && strconv.Itoa(n) == set
}
