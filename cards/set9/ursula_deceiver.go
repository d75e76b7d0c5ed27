package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ursula - Deceiver",
		WhenPlayed("You'll Never Even Miss It", OpponentRevealsHandAndDiscards(SongCards(), "a song")...))
}
