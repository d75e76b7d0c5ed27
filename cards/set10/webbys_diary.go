package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// A card put facedown under one of your characters or locations by you:
	// Boost (8.4.1) or an effect (5.1.1.7). Shift puts the played card on
	// top, not a card under (8.10.1), so it doesn't trigger this.
	card("Webby's Diary",
		WheneverAny("Latest Entry", EvPutUnder, AnyCard().OfType(Characters|Locations).Yours(),
			PayInk(1).Optional(), Draw(1).IfYouDo()))
}
