package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Boost 3 comes from the catalogue (8.4.1). 6.4.4.1: "unless".
	card("Willie the Giant - Ghost of Christmas Present",
		StaticOf("The Food of Generosity", SelfCant(CantQuest), SelfCant(CantChallenge)).If_(Unless(PutCardUnderThisTurn())))
}
