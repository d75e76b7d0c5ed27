package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): no character of yours to banish, nothing else
	// happens.
	card("Glimmer vs Glimmer", OnPlay(
		Banish(Chosen(Chars().Yours())),
		Banish(Chosen(Chars())).IfYouDo()))
}
