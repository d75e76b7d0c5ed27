package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Wendy Darling - Courageous Captain",
		StaticOf("Look Lively, Crew!", SelfGets(StatStrength, 1), SelfGets(StatLore, 1)).
			If_(YouHave(Chars().Others().Class("Pirate"), 1)))
}
