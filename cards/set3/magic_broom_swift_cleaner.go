package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Rush comes from the catalogue.
	card("Magic Broom - Swift Cleaner",
		WhenPlayed("Clean This, Clean That",
			ShuffleIntoDeck(Each(CharacterCards().Class("Broom").Yours().InZoneOf(ZoneDiscard))).Optional().
				Say("you may shuffle every Broom card in your discard into your deck")))
}
