package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The hands are counted as it resolves, without the action itself (it is
	// in play then, 5.4.1.2); tied players each discard, in turn order.
	card("Search for Clues",
		OnPlay(Discard(2, TgtMostInHand),
			GainLore(1).When(YouHave(Chars().Class("Detective"), 1))))
}
