package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mowgli - Man Cub",
		WhenPlayed("Have a Better Look", OpponentRevealsHandAndDiscardsOfTheirChoice(NonCharacterCards(), "a non-character")...))
}
