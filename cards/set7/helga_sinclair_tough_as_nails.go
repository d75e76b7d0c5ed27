package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Helga Sinclair - Tough as Nails",
		StaticOf("Quick Reflexes", SelfGains(Evasive, 0)).If_(DuringYourTurn()))
}
