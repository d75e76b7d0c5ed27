package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Simba - Returned King",
		StaticOf("Pounce", SelfGains(Evasive, 0)).If_(DuringYourTurn()))
}
