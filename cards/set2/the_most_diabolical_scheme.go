package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): the second banish only if the Villain was.
	card("The Most Diabolical Scheme", OnPlay(
		Banish(Chosen(Chars().Yours().Class("Villain"))),
		Banish(Chosen(Chars())).IfYouDo()))
}
