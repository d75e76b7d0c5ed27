package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Simba - Future King",
		WhenPlayed("Guess What?", Draw(1).Optional(), Discard(1, TgtYou).IfYouDo()))
}
