package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Basil - Undercover Detective",
		WhenPlayed("Incapacitate", ReturnToHand(Chosen(Chars())).Optional()),
		Whenever("Interfere", EvQuested, DiscardAtRandom(1, TgtOpponent)))
}
