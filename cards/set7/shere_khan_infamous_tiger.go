package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Shere Khan - Infamous Tiger", WhenPlayed("What a Pity", DiscardHands(TgtYou)))
}
