package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Queen of Hearts - Quick-Tempered",
		WhenPlayed("Royal Rage", Deal(1, Chosen(Chars().Opposing().IsDamaged()))))
}
