package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The opponent picks their 3 characters one place at a time, in the
	// printed order (hand, bottom, top); with fewer, the places are filled
	// in that order as far as the characters go (1.2.3). Their own Ward
	// doesn't stop them (8.15.1).
	card("The Family Scattered",
		OnPlay(
			ReturnToHand(Chosen(Chars().Theirs())).ChosenByOpponent().
				Say("chosen opponent chooses one of their characters and returns it to their hand"),
			ToBottom(Chosen(Chars().Theirs())).ChosenByOpponent().
				Say("then they choose another of their characters and put it on the bottom of their deck"),
			ToTop(Chosen(Chars().Theirs())).ChosenByOpponent().
				Say("then they choose another and put it on the top of their deck")))
}
