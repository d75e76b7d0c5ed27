package engine

// Builders for the last set-1 cards: choices made on their own, hand-size
// comparisons, challenge restrictions that depend on the challenger,
// skipping a Ready step and "can't be reduced below" floors.

// Choose is a step that only chooses: "chosen [filter]" is picked into a
// slot, and the following steps act on Them(slot) or test it with ChosenIs
// ("exert chosen character; if a Princess is chosen, banish her instead").
func Choose(sel Sel) Step { return cardStep(OpChoose, sel) }

// OpponentHasMoreInHand is "if an opponent has more cards in their hand
// than you".
func OpponentHasMoreInHand() Cond { return Cond{Kind: CondOpponentMoreInHand} }

// CantBeChallengedBy is "[by] can't challenge this character" (the
// affected card is the source).
func CantBeChallengedBy(by Filter) StaticEffect {
	return StaticEffect{Kind: StCantBeChallengedBy, Self: true, By: by}
}

// CantChallengeCards is "[by] can't challenge [cards]" ("characters with
// cost 2 or less can't challenge your characters").
func CantChallengeCards(cards, by Filter) StaticEffect {
	return StaticEffect{Kind: StCantBeChallengedBy, Affects: cards, By: by}
}

// SkipNextReady is "[sel] can't ready at the start of their next turn": the
// cards stay exerted in their player's next Ready step (3.2.1.1) and the
// effect ends there; other effects may ready them before or after.
func SkipNextReady(sel Sel) Step {
	return Cant(CantReadyAtStart, sel, UntilTheirNextReady)
}

// CantBeReducedBelowPrinted is "[cards]' [stat] can't be reduced below their
// printed value" (6.6.4).
func CantBeReducedBelowPrinted(cards Filter, st Stat) StaticEffect {
	return StaticEffect{Kind: StStatFloor, Affects: cards, Stat: st, Amount: Num{Kind: NumPrinted}}
}

// CantBeReducedBelow is "[cards]' [stat] can't be reduced below N" (6.6.4).
func CantBeReducedBelow(cards Filter, st Stat, n int) StaticEffect {
	return StaticEffect{Kind: StStatFloor, Affects: cards, Stat: st, Amount: Num{N: int8(n)}}
}

// KeywordAbility returns the built-in ability of a keyword that is a
// triggered ability (Support, Vanish) for its reserved index in the bag, or
// nil for any other index.
func KeywordAbility(ab uint8) *Ability { return builtin(ab) }
