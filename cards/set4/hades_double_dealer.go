package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The character is banished as the cost is paid (4.4.3.4); the one
	// played has the same name (5.2.3: without the version) and comes from
	// the hand. With none in hand, nothing is played.
	card("Hades - Double Dealer",
		Activate("Here's the Trade-Off", Cost{Exert: true, BanishOne: BanishOneOfYour(Chars().Others())},
			PlayForFree(CharacterCards().SameNameAs(PaidSlot)).
				Say("play for free a character that shares the banished character's name")))
}
