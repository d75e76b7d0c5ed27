package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): the return only if the 2 damage was dealt
	// (Resist reducing it to 0: not dealt, docs/rules-notes.md).
	card("Madame Medusa - Deceiving Partner",
		WhenPlayed("Double-Cross",
			Deal(2, Chosen(Chars().Yours().Others())).Optional(),
			ReturnToHand(Chosen(Chars().CostAtMost(2))).IfYouDo().
				Say("if you do, return a chosen character with cost 2 or less to their player's hand")))
}
