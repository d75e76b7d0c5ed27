package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ranger Plane",
		StaticOf("Air Support", CardsGain(Chars().Yours(), Support, 0)),
		Activate("Big Lift", Cost{Exert: true}, Gets(StatLore, 3, Chosen(Chars().StrengthAtLeast(10)), ThisTurn)))
}
