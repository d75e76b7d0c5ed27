package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Penny herself is an Ally, so another card must be the Hero.
	card("Penny the Orphan - Clever Child",
		StaticOf("Our Bottle Worked!", SelfGains(Ward, 0)).If_(YouHave(Chars().Yours().Class("Hero"), 1)))
}
