package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lucky Dime",
		Activate("Number One", Cost{Exert: true, Ink: 2},
			Choose(Chosen(Chars().Yours())).Say("choose a character of yours"),
			GainLoreEqualTo(0, StatLore)))
}
