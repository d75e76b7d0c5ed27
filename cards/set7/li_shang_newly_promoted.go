package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Li Shang - Newly Promoted",
		StaticOf("I Won't Let You Down", SelfCanChallengeReady()),
		StaticOf("Enormous Responsibility", SelfGets(StatStrength, 2)).If_(HasDamageAtLeast(1)))
}
