package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Banzai - Taunting Hyena",
		WhenPlayed("Here Kitty, Kitty, Kitty", Exert(Chosen(Chars().IsDamaged())).Optional()))
}
