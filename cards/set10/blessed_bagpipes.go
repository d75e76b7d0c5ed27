package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Blessed Bagpipes",
		WhenPlayed("McDuck Heirloom", PutTopCardUnder(Chosen(CharsOrLocations().Yours().WithKeyword(Boost))).Optional()),
		WheneverAny("Battle Anthem", EvChallenged, CharsOrLocations().Yours().WithCardUnder(), GainLore(1)))
}
