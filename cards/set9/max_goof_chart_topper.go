package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Max Goof - Chart Topper",
		Whenever("Number One Hit", EvQuested,
			PlayForFree(SongCards().Yours().CostAtMost(4).InZoneOf(ZoneDiscard)).Optional().ThenToBottom()))
}
