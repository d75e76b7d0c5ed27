package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pawpsicle",
		WhenPlayed("Jumbo Pop", Draw(1).Optional()),
		Activate("That's Redwood", Cost{BanishSelf: true}, RemoveUpTo(2, Chosen(Chars()))))
}
