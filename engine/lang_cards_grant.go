package engine

// Builders for later-set cards: static abilities that grant an activated
// ability (6.4.1) and revealing an opponent's hand to discard a card of the
// controller's choice (6.1.14).

// CardsGainAbility is "[cards] gain '[activated ability]'": while the static
// applies, each matching card has the ability and its controller may use it
// (4.4, 6.3); it is lost when the static stops applying. The granted ability
// is written with Activate and no story name ("").
func CardsGainAbility(cards Filter, a *Ability) StaticEffect {
	return StaticEffect{Kind: StGrantAbility, Affects: cards, Grant: a}
}

// OpponentRevealsHandAndDiscards is "chosen opponent reveals their hand and
// discards a [cards] card of your choice": the opponent's hand is revealed
// (6.1.14.1) to every player while the effect resolves, the controller
// chooses one matching card from it and the opponent discards that card;
// the rest of the hand is hidden again when the effect ends (6.1.14.2). With
// several opponents the opponent is the next one in turn order. With no
// matching card in that hand nothing is discarded (1.7.7).
func OpponentRevealsHandAndDiscards(cards Filter, kind string) []Step {
	reveal := Step{Op: OpReveal, Target: TgtOpponent, Slot: 0xFF}.Say("chosen opponent reveals their hand")
	discard := Discard(1, TgtOpponent)
	discard.Filter, discard.Chooser = cards, TgtYou
	return []Step{reveal, discard.Say("they discard " + kind + " card of your choice")}
}

// NonCharacterCards selects the cards that aren't characters.
func NonCharacterCards() Filter { return Filter{Types: Actions | Items | Locations} }

// OnceMoveThisForLess is "once during your turn, you may pay N {I} less to
// move this character to a location" (4.7.3.3, 6.1.13.2). The discount is
// taken on the first move of the turn that costs ink: paying less is never
// worse and saves the same on any costly move (docs/rules-notes.md).
func OnceMoveThisForLess(n int) StaticEffect {
	return StaticEffect{Kind: StMoveCostLessOnce, Self: true, Amount: Num{N: int8(n)}}
}
