package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ariel - Spectacular Singer",
		WhenPlayed("Musical Debut", LookTop(4), MayRevealFromLook(SongCards()), RestOnBottom()))
}
