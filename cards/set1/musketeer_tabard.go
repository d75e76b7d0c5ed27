package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Musketeer Tabard",
		WheneverAny("All for One and One for All", EvBanished, Chars().Yours().WithKeyword(Bodyguard),
			Draw(1).Optional()))
}
