package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mulan - Injured Soldier",
		StaticOf("Battle Wound", EntersPlayWithDamage(2)))
}
