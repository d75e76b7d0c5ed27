package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Diablo - Stone Servant",
		StaticOf("Cruel Intent", SelfGets(StatStrength, 2), SelfGets(StatLore, 1)).
			If_(YouHave(Chars().Yours().Class("Villain"), 1)),
		StaticOf("Villainous Bond", CardsCant(Chars().Yours().Class("Villain"), CantBeChallenged)).
			If_(SourceExerted()))
}
