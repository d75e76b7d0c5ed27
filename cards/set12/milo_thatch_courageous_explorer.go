package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Milo Thatch - Courageous Explorer",
		StaticOf("Fascinating Discovery", SelfGets(StatLore, 1)).If_(DuringYourTurn().AndWhile(DiscardedThisTurn(2))))
}
