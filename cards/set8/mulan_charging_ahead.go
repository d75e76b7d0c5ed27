package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Reckless comes from the catalogue.
	card("Mulan - Charging Ahead",
		StaticOf("Burst of Speed", SelfGains(Evasive, 0)).If_(DuringYourTurn()),
		StaticOf("Long Range", SelfCanChallengeReady()))
}
