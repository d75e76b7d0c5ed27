package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The song's cost is compared with the printed cost of the character
	// exerted by the first step (slot 0).
	card("Ursula - Voice Stealer",
		WhenPlayed("Sing for Me",
			Exert(Chosen(Chars().Opposing().IsReady())),
			PlayForFree(SongCards().CostAtMostOf(0)).Optional()))
}
