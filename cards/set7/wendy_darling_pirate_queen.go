package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Wendy Darling - Pirate Queen",
		WheneverAny("Tell No Tales", EvBanished, Chars().Yours().Others(), RemoveAllDamage(Chosen(Chars())).Optional()))
}
