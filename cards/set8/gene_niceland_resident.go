package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gene - Niceland Resident",
		Whenever("I Guess You Earned This", EvQuested, RemoveUpTo(2, Chosen(Chars())).Optional()))
}
