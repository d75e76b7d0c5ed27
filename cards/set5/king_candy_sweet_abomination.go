package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Then" belongs to the "may": declined, no card goes to the bottom.
	card("King Candy - Sweet Abomination",
		WhenPlayed("Changing the Code",
			Draw(2).Optional(),
			ToBottom(Chosen(AnyCard().InHand().Yours())).IfYouDo().
				Say("put a card from your hand at the bottom of your deck")))
}
