package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The "if" is checked as the ability resolves (6.2.4).
	card("Robin Hood - Archery Contestant",
		WhenPlayed("Trick Shot", GainLore(1)).If_(OpponentHas(Chars().IsDamaged(), 1)))
}
