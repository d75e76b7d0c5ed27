package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Befuddle", OnPlay(
		ReturnToHand(Chosen(AnyCard().OfType(Characters|Items).CostAtMost(2))).
			Say("return a chosen character or item with cost 2 or less to its player's hand")))
}
