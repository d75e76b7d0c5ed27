package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Snow White - Lost in the Forest",
		WhenPlayed("I Won't Hurt You", RemoveUpTo(2, Chosen(Chars())).Optional()))
}
