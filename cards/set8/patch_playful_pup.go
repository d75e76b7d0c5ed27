package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Ward comes from the catalogue.
	card("Patch - Playful Pup",
		StaticOf("Puppy Barking", SelfGets(StatLore, 1)).If_(YouHave(Chars().Class("Puppy").Others(), 1)))
}
