package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Timon - Grub Rustler",
		WhenPlayed("Tastes Like Chicken", RemoveUpTo(1, Chosen(Chars())).Optional()))
}
