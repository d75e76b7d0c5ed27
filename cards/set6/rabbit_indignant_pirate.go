package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Rabbit - Indignant Pirate",
		WhenPlayed("Be More Careful", RemoveUpTo(1, Chosen(Chars())).Optional()))
}
