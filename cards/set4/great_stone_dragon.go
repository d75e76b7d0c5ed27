package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Great Stone Dragon",
		StaticOf("Asleep", EntersPlayExerted()),
		Activate("Awaken", Cost{Exert: true},
			ToInkwell(Chosen(CharacterCardsInDiscard().Yours()), true)))
}
