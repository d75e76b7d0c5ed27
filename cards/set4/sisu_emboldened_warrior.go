package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Sisu - Emboldened Warrior",
		StaticOf("Surge of Power", SelfGetsFor(StatStrength, 1, CardsInOpponentsHands())))
}
