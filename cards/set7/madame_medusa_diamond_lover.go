package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): the cards are milled only if the 2 damage was
	// dealt, and as many cards go as that deck has (1.2.3). The player (any
	// player, you included, 6.1.3) is chosen in the same sentence as the
	// character: after the "may", before the character (decision rule 11).
	card("Madame Medusa - Diamond Lover",
		Whenever("Search the Swamp", EvQuested,
			Deal(2, Chosen(Chars().Yours().Others())).Optional().ThenChosenPlayer(),
			ChosenPlayer(TopIntoDiscard(3)).IfYouDo().
				Say("if you do, put the top 3 cards of a chosen player's deck into their discard")))
}
