package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Megara - Liberated One",
		WheneverAny("People Always Do Crazy Things", EvPlayed, Chars().Yours().Named("Hercules"),
			Ready(ThisCard).Optional()))
}
