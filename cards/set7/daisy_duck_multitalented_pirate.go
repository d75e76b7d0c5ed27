package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Daisy Duck - Multitalented Pirate",
		WheneverYouInk("Fowl Play",
			ReturnToHand(Chosen(Chars().Theirs())).ChosenByOpponent().
				Say("chosen opponent picks one of their characters and returns it to their hand")).
			During(DuringYourTurn()).Once())
}
