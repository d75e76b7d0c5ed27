package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mirabel Madrigal - Musically Talented",
		Whenever("Her Own Special Gift", EvQuested,
			PutInHand(Chosen(SongCards().Yours().CostAtMost(3).InZoneOf(ZoneDiscard))).Optional()))
}
