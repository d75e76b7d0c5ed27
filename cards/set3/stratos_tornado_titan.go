package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.8: counted as it resolves; Stratos (a Titan) counts himself.
	card("Stratos - Tornado Titan",
		Activate("Cyclone", Cost{Exert: true},
			GainLore(1).Times(Chars().Yours().Class("Titan")).Say("gain 1 lore for each Titan character you have in play")))
}
