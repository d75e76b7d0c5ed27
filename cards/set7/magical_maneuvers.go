package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Two choices, in the order of the text (6.1.3): the character
	// returned first, then the one exerted, which may be any character in
	// play then.
	card("Magical Maneuvers",
		OnPlay(ReturnToHand(Chosen(Chars().Yours())), Exert(Chosen(Chars()))))
}
