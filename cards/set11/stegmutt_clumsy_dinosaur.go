package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	items := ItemsF().Yours().InZoneOf(ZoneDiscard)
	card("Stegmutt - Clumsy Dinosaur",
		PayLessForThisForEach("Wake of Destruction", 1, items, Chars().Named("Stegmutt")),
		// 6.1.5.1: "if you do" needs all 3 cards moved (Fully); with fewer
		// than 3 item cards nothing can be done.
		WhenPlayed("Collateral Damage",
			ToBottom(NChosen(3, items)).Optional().Fully().Say("you may pick 3 item cards in your discard and place them under your deck, ordered as you like"),
			Deal(3, Chosen(Chars())).IfYouDo()))
}
