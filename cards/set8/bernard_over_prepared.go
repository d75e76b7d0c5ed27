package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Bernard - Over-Prepared",
		WhenPlayed("Go Down There and Investigate", Draw(1).Optional()).If_(YouHave(Chars().Yours().Class("Ally"), 1)))
}
