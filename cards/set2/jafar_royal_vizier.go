package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jafar - Royal Vizier",
		StaticOf("I Don't Trust Him, Sire", SelfGains(Evasive, 0)).If_(DuringYourTurn()))
}
