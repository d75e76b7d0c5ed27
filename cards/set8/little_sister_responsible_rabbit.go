package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Little Sister - Responsible Rabbit",
		WhenPlayed("Let Me Help", RemoveUpTo(1, Chosen(Chars())).Optional()))
}
