package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mirabel Madrigal - Resourceful Daughter",
		WhenPlayed("This Will Help", RemoveUpTo(2, Chosen(Chars()))))
}
