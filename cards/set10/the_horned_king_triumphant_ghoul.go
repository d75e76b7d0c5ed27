package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Horned King - Triumphant Ghoul",
		StaticOf("Grand Machinations", SelfGets(StatLore, 2)).If_(DuringYourTurn().AndWhile(CardLeftDiscardThisTurn())))
}
