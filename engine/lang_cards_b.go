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

// WhenChallengedAndBanished is "When this character is challenged and
// banished, ...": banished by challenge damage (1.8.1.4) during another
// player's turn. Only the active player challenges (4.6.1), so on another
// player's turn this character can be in a challenge only as the one being
// challenged; on its own player's turn it can only be the challenger. The
// trigger's other card is the challenging character (TriggerOther).
func WhenChallengedAndBanished(name string, steps ...Step) *Ability {
	return Whenever(name, EvBanished, steps...).During(Unless(DuringYourTurn())).InChallenge()
}
