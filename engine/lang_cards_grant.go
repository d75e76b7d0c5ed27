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
