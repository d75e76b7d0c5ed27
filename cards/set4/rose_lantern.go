package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Rose Lantern",
		Activate("Mystical Petals", Cost{Exert: true, Ink: 2}, MoveDamageCounters(1, Chars(), Chars().Opposing())...))
}
