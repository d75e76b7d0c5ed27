package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.8: her strength is read as the step resolves, then capped at 6.
	card("Mulan - Resourceful Recruit",
		Whenever("Rigorous Training", EvQuested, GainLore(0).EqualToThis(StatStrength).ToAMaximumOf(6)))
}
