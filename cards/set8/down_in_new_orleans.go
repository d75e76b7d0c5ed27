package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The card played comes from among the three looked at; the rest go to
	// the bottom (an action played so resolves after this song, 6.7.8.1).
	card("Down in New Orleans", OnPlay(
		LookTop(3),
		MayPlayFromLook(AnyCard().OfType(Characters|Items|Locations).CostAtMost(6)),
		RestOnBottom()))
}
