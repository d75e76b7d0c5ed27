package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The item card is chosen first; where it goes depends on whether a
	// Detective character of yours is in play as the effect resolves.
	detective := YouHave(Chars().Class("Detective"), 1)
	card("Pluto - Clever Cluefinder",
		Activate("On the Trail", Cost{Exert: true},
			Choose(Chosen(ItemsF().Yours().InZoneOf(ZoneDiscard))).Say("choose an item card in your discard"),
			PutInHand(Them(0)).When(detective).Say("if you have a Detective character in play, return it to your hand"),
			ToTop(Them(0)).When(Unless(detective)).Say("if not, put it on the top of your deck")))
}
