package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Happy - Lively Knight",
		StaticOf("Burst of Speed", SelfGains(Evasive, 0)).If_(DuringYourTurn()))
}
