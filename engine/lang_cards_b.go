package engine

// Builders used by the set-1 cards of batch b: compositions of existing
// steps, conditions and static effects.

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
