package cards

import (
	"cmp"
	"slices"
	"strconv"

	"github.com/lorcana-rl/lorcana/engine"
)

// MainSetSize is the base count of every main set (1-12): collector numbers
// above it are reprints (enchanted, epic and iconic printings) of cards
// printed in the set's base range.
const MainSetSize = 204

// IsMainSet reports whether a set code names a main set ("1" to "12").
func IsMainSet(set string) bool {
	n, err := strconv.Atoi(set)
	return err == nil && n >= 1 && n <= 12 && strconv.Itoa(n) == set
}

// HomePrinting is the printing a card is counted under in per-set reports:
// its first printing (in set order) within a main set's base range, or, for
// a card printed only outside those ranges (promo sets, reprint numbers),
// its first printing.
func HomePrinting(id engine.DefID) (Printing, bool) {
	ps := Printings(id)
	if len(ps) == 0 {
		return Printing{}, false
	}
	for _, p := range ps {
		if IsMainSet(p.Set) && p.Number >= 1 && p.Number <= MainSetSize {
			return p, true
		}
	}
	return ps[0], true
}

// SetCoverage is how much of one set the engine implements.
type SetCoverage struct {
	Set         string
	Total       int           // distinct cards counted in this set
	Implemented int           // of those, implemented with tested abilities
	Missing     []MissingCard // the others, in collector-number order
}

// MissingCard is a card of a set that does not count as implemented.
type MissingCard struct {
	Name   string // full name
	Number int    // collector number of its home printing
	// Untested: its abilities are written but no scenario names the card.
	Untested bool
}

// Covered reports whether a card counts as implemented in a coverage
// report: it is implemented, and it is vanilla (keywords only) or tested
// (tested says whether a scenario names it).
func Covered(d *engine.CardDef, tested bool) bool {
	return d.Implemented && (IsVanilla(d.ID) || tested)
}

// Coverage counts, for every set, its distinct cards (each card in the set
// of its HomePrinting) and the ones implemented with tested abilities.
// tested[id] says whether a scenario names card id. Sets come in order:
// main sets by number, then the others by code.
func Coverage(defs []engine.CardDef, tested []bool) []SetCoverage {
	bySet := map[string]*SetCoverage{}
	for i := range defs {
		d := &defs[i]
		home, ok := HomePrinting(d.ID)
		if !ok {
			continue
		}
		sc := bySet[home.Set]
		if sc == nil {
			sc = &SetCoverage{Set: home.Set}
			bySet[home.Set] = sc
		}
		sc.Total++
		t := int(d.ID) < len(tested) && tested[d.ID]
		if Covered(d, t) {
			sc.Implemented++
			continue
		}
		sc.Missing = append(sc.Missing, MissingCard{Name: d.FullName, Number: home.Number, Untested: d.Implemented})
	}
	out := make([]SetCoverage, 0, len(bySet))
	for _, sc := range bySet {
		slices.SortStableFunc(sc.Missing, func(a, b MissingCard) int {
			return cmp.Or(cmp.Compare(a.Number, b.Number), cmp.Compare(a.Name, b.Name))
		})
		out = append(out, *sc)
	}
	slices.SortFunc(out, func(a, b SetCoverage) int { return compareSets(a.Set, b.Set) })
	return out
}

// compareSets orders main sets by number before the other set codes.
func compareSets(a, b string) int {
	ma, mb := IsMainSet(a), IsMainSet(b)
	switch {
	case ma && mb:
		x, _ := strconv.Atoi(a)
		y, _ := strconv.Atoi(b)
		return cmp.Compare(x, y)
	case ma:
		return -1
	case mb:
		return 1
	}
	return cmp.Compare(a, b)
}
