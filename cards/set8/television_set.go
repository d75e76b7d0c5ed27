package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// A Puppy character card the player doesn't take goes to the bottom
	// too: see docs/rules-notes.md.
	card("Television Set",
		Activate("Is It On Yet?", Cost{Exert: true, Ink: 1},
			LookTop(1),
			MayRevealFromLook(CharacterCards().Class("Puppy")),
			RestOnBottom()))
}
