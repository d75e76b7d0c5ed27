package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Flash - Records Specialist",
		StaticOf("Hold...Your Horses", SelfEntersExerted()),
		Whenever("Deep Research", EvQuested,
			Gets(StatStrength, 2, Chosen(Chars().Class("Detective")), ThisTurn).Optional()))
}
