package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pascal - Rapunzel’s Companion",
		StaticOf("Camouflage", SelfGains(Evasive, 0)).If_(YouHave(Chars().Others(), 1)))
}
