package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	items := ItemsF().Yours().InZoneOf(ZoneDiscard)
	card("Stegmutt - Clumsy Dinosaur",
		PayLessForThisForEach("Wake of Destruction", 1, items, Chars().Named("Stegmutt")),
		// The 3 items are chosen, then ordered on the bottom of the deck
		// (7.2.3: "in any order"). 6.1.5.1: "if you do" needs all 3 cards
		// moved (Fully); with fewer than 3 item cards those there are still
		// go (1.2.3), and no damage is dealt.
		WhenPlayed("Collateral Damage",
			Choose(NChosen(3, items)).Optional().Say("you may pick 3 item cards in your discard"),
			ToBottom(Them(0)).InAnyOrder().Fully().Say("place them under your deck, ordered as you like"),
			Deal(3, Chosen(Chars())).IfYouDo()))
}
