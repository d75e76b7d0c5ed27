package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Both conditions are checked as the effect resolves (6.2.4), each on
	// its own: with a Jafar and a Genie both happen.
	card("The Lamp",
		Activate("Good or Evil", Cost{BanishSelf: true},
			Draw(2).When(YouHave(Chars().Named("Jafar"), 1)).Say("draw 2 cards if you have a character named Jafar in play"),
			ReturnToHand(Chosen(Chars().CostAtMost(4))).When(YouHave(Chars().Named("Genie"), 1)).
				Say("if you have a character named Genie in play, return a chosen character with cost 4 or less to their player's hand")))
}
