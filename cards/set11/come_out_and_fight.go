package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The cards of the chosen card's stack (5.1.1.7) go to their owner's
	// deck; the draw happens even with none under it.
	card("Come Out and Fight!",
		OnPlay(AllUnderToBottomAtRandom(Chosen(AnyCard().OfType(Characters|Items|Locations))), Draw(1)))
}
