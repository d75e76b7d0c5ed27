package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Rapunzel - Gifted with Healing",
		WhenPlayed("Gleam and Glow", RemoveUpTo(3, Chosen(Chars().Yours())), Draw(1).ForEachThisWay()))
}
