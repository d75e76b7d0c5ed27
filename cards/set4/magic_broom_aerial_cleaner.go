package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Magic Broom - Aerial Cleaner",
		StaticOf("Winged for a Day", SelfGains(Evasive, 0)).If_(DuringYourTurn()))
}
