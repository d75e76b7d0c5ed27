package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Cruella De Vil - Fashionable Cruiser",
		StaticOf("Now Get Going", SelfGains(Evasive, 0)).If_(DuringYourTurn()))
}
