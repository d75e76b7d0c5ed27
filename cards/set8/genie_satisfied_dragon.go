package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Genie - Satisfied Dragon",
		StaticOf("Bug Catcher", SelfGains(Evasive, 0)).If_(DuringYourTurn()))
}
