package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Counted once as it resolves (6.1.8).
	card("Pack Tactics", OnPlay(GainLore(1).Times(Chars().Opposing().IsDamaged()).
		Say("gain 1 lore per damaged opposing character in play")))
}
