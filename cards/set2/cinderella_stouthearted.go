package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Cinderella - Stouthearted",
		WheneverAny("The Singing Sword", EvPlayed, SongCards().Yours(), MayChallengeReady(ThisCard, ThisTurn)))
}
