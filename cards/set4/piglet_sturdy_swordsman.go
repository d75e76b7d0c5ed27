package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Piglet - Sturdy Swordsman",
		StaticOf("Not So Small Anymore", SelfCanChallengeReady()).If_(HandAtMost(0)))
}
