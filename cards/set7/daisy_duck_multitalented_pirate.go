package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Daisy Duck - Multitalented Pirate",
		WheneverYouInk("Fowl Play",
			ReturnToHand(Chosen(Chars().Theirs())).ChosenByOpponent().
				Say("chosen opponent chooses one of their characters and returns that card to their hand")).
			During(DuringYourTurn()).Once())
}
