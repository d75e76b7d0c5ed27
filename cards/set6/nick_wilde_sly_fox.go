package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "While you have an item in play": an item of yours.
	card("Nick Wilde - Sly Fox",
		StaticOf("You Can't Touch Me", SelfCant(CantBeChallenged)).If_(YouHave(ItemsF(), 1)))
}
