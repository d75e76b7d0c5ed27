package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jasmine - Steady Strategist",
		Whenever("Always Planning", EvQuested,
			LookTop(3),
			MayRevealFromLook(CharacterCards().Class("Ally")),
			RestOnBottom()))
}
