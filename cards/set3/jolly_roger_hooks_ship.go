package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jolly Roger - Hook's Ship",
		StaticOf("Look Alive, You Swabs!", CardsGain(Chars().AtThisLocation(), Rush, 0)),
		StaticOf("All Hands on Deck!", MoveHereForFree(Chars().Yours().Class("Pirate"))))
}
