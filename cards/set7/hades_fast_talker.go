package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): the banish only if the 2 damage was dealt
	// (Resist reducing it to 0: not dealt, docs/rules-notes.md).
	card("Hades - Fast Talker",
		WhenPlayed("For Just a Little Pain",
			Deal(2, Chosen(Chars().Yours().Others())).Optional(),
			Banish(Chosen(Chars().CostAtMost(3))).IfYouDo().
				Say("if you do, banish a chosen character with cost 3 or less")))
}
