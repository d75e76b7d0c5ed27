package engine

// Builders for the cards of later sets written to test section 6 rules.

// OneOf is "[A] or [B]" (6.1.5.2) for one-step options, as the steps of an
// ability starting at step index at: the player chooses A or B; an option
// that can't be done can't be chosen while the other can.
func OneOf(at int, a, b Step) []Step {
	choose := Step{Op: OpChooseOption, Options: []int8{int8(at + 1), int8(at + 3)}, Slot: 0xFF}
	skip := Step{Op: OpJump, Jump: int8(at + 4), Slot: 0xFF}
	return []Step{choose, a, skip, b}
}

// SkipYourDrawStep is "skip your turn's Draw step" (6.4.5).
func SkipYourDrawStep() StaticEffect { return StaticEffect{Kind: StSkipDraw} }

// CardsInOpponentsHands counts the cards in opponents' hands ("for each
// card in your opponents' hands").
func CardsInOpponentsHands() Filter { return AnyCard().InHand().Opposing() }

// CardsInYourHand counts the cards in your hand.
func CardsInYourHand() Filter { return AnyCard().InHand().Yours() }

// Continuously makes an each/all step a continuous static ability generated
// by a resolved effect (6.4.2.1): "your characters can't be challenged until
// the start of your next turn" also covers characters played later.
func (s Step) Continuously() Step { s.Continuous = true; return s }

// DealEventAmount is "deal that much damage to [sel]": the trigger event's
// amount (the damage dealt).
func DealEventAmount(sel Sel) Step {
	s := Deal(0, sel)
	s.Amount = Num{Kind: NumEvent}
	return s
}

// DrawUntil is "draw until you have N cards in your hand" (6.1.8.1).
func DrawUntil(n int) Step { return playerStep(OpDrawUntil, TgtYou, n) }

// UseThisForFree is "you may use this card's ability for free" (6.1.7.1):
// every cost of its activated abilities but {E} is ignored.
func UseThisForFree() StaticEffect { return StaticEffect{Kind: StUseFree, Self: true} }

// SubjectIs is "if the [trigger's card] is [filter]" (the moved character,
// the played card), checked as the effect resolves.
func SubjectIs(f Filter) Cond { return Cond{Kind: CondSubjectMatches, Filter: f} }

// PlayThisForFreeIf is "you may play this character for free if [cond]": a
// conditional static ability that functions from the hand (6.4.4.3, 6.1.12).
func PlayThisForFreeIf(name string, c Cond) *Ability {
	a := StaticOf(name, StaticEffect{Kind: StPlayFree, Self: true})
	a.If = &c
	a.FromZone, a.InZone = ZoneHand, true
	return a
}

// OpposingCharacterBanishedInChallengeThisTurn is "an opposing character was
// banished in a challenge this turn".
func OpposingCharacterBanishedInChallengeThisTurn() Cond {
	return Cond{Kind: CondOpposingBanishedInChallenge}
}
