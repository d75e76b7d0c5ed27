package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mickey Mouse - Expedition Leader",
		StaticOf("Long Journey", SelfMayEnterExerted()),
		WheneverAny("Secret Path", EvQuested, Chars().Yours().Others(),
			Gets(StatStrength, -2, Chosen(Chars().Opposing()), UntilYourNext)).
			During(SourceExerted()))
}
