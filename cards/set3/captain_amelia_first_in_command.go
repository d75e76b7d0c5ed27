package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Captain Amelia - First in Command",
		StaticOf("Discipline", SelfGains(Evasive, 0)).If_(DuringYourTurn()))
}
