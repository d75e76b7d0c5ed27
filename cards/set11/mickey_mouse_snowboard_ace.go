package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.2.6: two triggers for one effect; leaving play in any way counts.
	card("Mickey Mouse - Snowboard Ace",
		WhenPlayed("Slippery Slope", Discard(1, TgtEachOpponent)).AndWhenever(EvLeftPlay))
}
