package engine

import "strings"

// Builders used by the set-1 cards of batch b: compositions of existing
// steps, conditions and static effects.

// Choose is "choose [sel]" on its own: the choice is asked and stored in its
// slot, and later steps act on it with Them and test it with ChosenIs (e.g.
// "Exert chosen character. If a Princess character is chosen, banish her
// instead.").
func Choose(sel Sel) Step {
	s := cardStep(OpNone, sel)
	s.Text = "choose " + strings.Replace(s.target(), "chosen ", "", 1)
	return s
}

// ChosenIs is "if a [filter] is chosen": the card chosen into slot matches f
// now (6.2.4).
func ChosenIs(slot int, f Filter) Cond {
	return Cond{Kind: CondSlotMatches, N: int8(slot), Filter: f}
}

// SourceExerted is "while this character is exerted" (6.4.3).
func SourceExerted() Cond { return Cond{Kind: CondSourceExerted} }

// CardsCant is the static "[filter] can't [restriction]" (6.4).
func CardsCant(f Filter, r Restriction) StaticEffect {
	return StaticEffect{Kind: StRestrict, Affects: f, Restrict: r}
}
