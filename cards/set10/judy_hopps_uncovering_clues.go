package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Judy Hopps - Uncovering Clues",
		WhenPlayed("Thorough Investigation",
			LookTop(3),
			MayRevealFromLook(CharacterCards().Class("Detective")),
			RestOnBottom()).AndWhenever(EvQuested))
}
