package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Then, you may [A] to [B]" (6.1.5.1): the second character is chosen
	// only after a card was discarded, and can't be the first (6.1.3).
	card("Twin Fire",
		OnPlay(
			Deal(2, Chosen(Chars())),
			Discard(1, TgtYou).Optional(),
			Deal(2, Chosen(Chars().NotChosenIn(0))).IfYouDo().
				Say("if you do, deal 2 damage to another chosen character")))
}
