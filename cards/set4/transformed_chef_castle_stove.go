package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Transformed Chef - Castle Stove",
		WhenPlayed("A Culinary Masterpiece", RemoveUpTo(2, Chosen(Chars()))))
}
