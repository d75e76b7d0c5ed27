package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Choose one" (6.1.5.2): each option deals damage to each matching
	// opposing character, no choice of cards (Ward doesn't stop it, 8.15.2).
	card("Tug-of-War",
		OnPlay(OneOf(0,
			Deal(1, Each(Chars().Opposing().WithoutKeyword(Evasive))),
			Deal(3, Each(Chars().Opposing().WithKeyword(Evasive))))...))
}
