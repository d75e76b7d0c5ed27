package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The "may" belongs to the first sentence (6.1.4); "they" is the
	// character readied.
	card("Fix-It Felix, Jr. - Pint-Sized Hero",
		WheneverYouReturnFromDiscard("Let's Get to Work", CharacterCards().Class("Racer"),
			Ready(Chosen(Chars().Class("Racer"))).Optional(), Cant(CantQuest, Them(0), ThisTurn)))
}
