package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jafar - Lamp Thief",
		WhenPlayed("I Am Your Master Now", LookTop(2), LookedOnTop(1), RestOnBottom().Say("put the other on the bottom of your deck")))
}
