package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "They" is the character readied; declined, no one is chosen and the
	// second sentence has no one to act on (6.1.4).
	card("Raya - Kumandran Rider",
		WheneverYouInk("Come On, Let's Do This",
			Ready(Chosen(Chars().Yours().Others())).Optional(),
			Cant(CantQuest, Them(0), ThisTurn).Say("they can't quest for the remainder of this turn")).
			Once().During(DuringYourTurn()))
}
