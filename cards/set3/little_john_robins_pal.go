package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Little John - Robin's Pal",
		StaticOf("Disguised", SelfGains(Evasive, 0)).If_(DuringYourTurn()))
}
