package shard

import (
	"fmt"
	"slices"
)

// Range is units From to To-1 of a run of Of units.
type Range struct {
	From int `json:"from"`
	To   int `json:"to"`
	Of   int `json:"of"`
}

// Valid reports whether r is a range of a run of of units: 0 <= From <=
// To <= of, and Of is of.
func (r Range) Valid(of int) bool {
	return r.Of == of && r.From >= 0 && r.From <= r.To && r.To <= of
}

// Len is the number of units in r.
func (r Range) Len() int { return r.To - r.From }

// Cover orders parts by their ranges (by From, then To; parts of equal
// ranges keep their order) and checks that they cover units 0 to of-1 of a
// run once each; an empty range is in the way of none. It returns the
// order as indices into ranges.
//
// Its errors name the units as span says (a format with two %d, the first
// and last unit: "games %d to %d"), the parts as part says ("part",
// "result"), and a part by its name in names:
//
//	NAME: games 3 to 9 are no range of 40
//	games 10 to 29 are in no part
//	NAME: games 10 to 29 are in another part too
func Cover(ranges []Range, of int, span, part string, names []string) ([]int, error) {
	order := make([]int, len(ranges))
	for i, r := range ranges {
		order[i] = i
		if !r.Valid(of) {
			return nil, fmt.Errorf("%s: "+span+" are no range of %d", names[i], r.From, r.To-1, of)
		}
	}
	slices.SortStableFunc(order, func(i, j int) int {
		if d := ranges[i].From - ranges[j].From; d != 0 {
			return d
		}
		return ranges[i].To - ranges[j].To
	})
	at := 0
	for _, i := range order {
		r := ranges[i]
		switch {
		case r.From == r.To:
			continue
		case r.From > at:
			return nil, fmt.Errorf(span+" are in no %s", at, r.From-1, part)
		case r.From < at:
			return nil, fmt.Errorf("%s: "+span+" are in another %s too", names[i], r.From, min(at, r.To)-1, part)
		}
		at = r.To
	}
	if at != of {
		return nil, fmt.Errorf(span+" are in no %s", at, of-1, part)
	}
	return order, nil
}
