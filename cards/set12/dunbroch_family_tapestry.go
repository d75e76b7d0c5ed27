package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("DunBroch Family Tapestry",
		StaticOf("Torn Apart", EntersPlayExerted()),
		Activate("Mend the Bond", Cost{Exert: true, BanishSelf: true},
			ShuffleIntoDeck(Each(CharacterCards().InZoneOf(ZoneDiscard)))))
}
