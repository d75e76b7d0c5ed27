package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Counted once as it resolves (6.1.8).
	card("Pack Tactics", OnPlay(GainLore(1).Times(Chars().Opposing().IsDamaged()).
		Say("gain 1 lore for each damaged character opponents have in play")))
}
