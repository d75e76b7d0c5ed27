package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The condition wants an item of yours in play.
	card("Nick Wilde - Sly Fox",
		StaticOf("You Can't Touch Me", SelfCant(CantBeChallenged)).If_(YouHave(ItemsF(), 1)))
}
