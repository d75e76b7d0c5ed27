package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Bill the Lizard - Chimney Sweep",
		StaticOf("Nothing to It", SelfGains(Evasive, 0)).If_(InPlay(Chars().Others().IsDamaged(), 1)))
}
