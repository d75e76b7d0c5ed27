package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): the second damage only if the first was dealt,
	// as Teeth and Ambitions.
	card("Scar - Heartless Hunter",
		WhenPlayed("Teeth and Ambitions",
			Deal(2, Chosen(Chars().Yours())),
			Deal(2, Chosen(Chars().NotChosenIn(0))).IfYouDo().
				Say("if you do, deal 2 damage to another chosen character")))
}
