package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hidden Inkcaster",
		WhenPlayed("Fresh Ink", Draw(1)),
		StaticOf("Unexpected Treasure", CountAsInkable(AnyCard().Yours().InHand())))
}
