package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): the second return only if the first happened.
	card("Bounce", OnPlay(
		ReturnToHand(Chosen(Chars().Yours())),
		ReturnToHand(Chosen(Chars().NotChosenIn(0))).IfYouDo().
			Say("if you do, return another chosen character to their player's hand")))
}
