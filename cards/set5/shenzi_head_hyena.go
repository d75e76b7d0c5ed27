package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "A damaged character" is read as the challenge is declared (4.6.5),
	// when the trigger does.
	card("Shenzi - Head Hyena",
		StaticOf("Stick Around for Dinner", SelfGetsFor(StatStrength, 1, Chars().Yours().Others().Class("Hyena"))),
		WheneverAny("What Have We Got Here?", EvChallenges, Chars().Yours().Class("Hyena"), GainLore(2)).
			WithOther(Chars().IsDamaged()))
}
