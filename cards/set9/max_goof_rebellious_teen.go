package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Max Goof - Rebellious Teen",
		WhenPlayed("Personal Soundtrack",
			PayInk(1).Optional(),
			PutInHand(Chosen(SongCards().Yours().CostAtMost(3).InZoneOf(ZoneDiscard))).IfYouDo()))
}
