package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gurgi - Apple Lover",
		WhenPlayed("Happy Day", RemoveUpTo(2, Chosen(Chars())).Optional()))
}
