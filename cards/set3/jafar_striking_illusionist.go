package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jafar - Striking Illusionist",
		WheneverYouDraw("Power Beyond Measure", GainLore(1)).
			During(DuringYourTurn().AndWhile(SourceExerted())))
}
