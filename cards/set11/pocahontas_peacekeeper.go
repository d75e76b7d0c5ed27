package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 3 comes from the catalogue. Every character, either player's and
	// those played later too, can't challenge: a continuous effect from a
	// resolved ability (6.4.2.1).
	card("Pocahontas - Peacekeeper",
		WhenPlayed("Calming Words",
			Cant(CantChallenge, Each(Chars()), UntilYourNext).Continuously().
				Say("characters can't challenge until your next turn starts")).
			If_(UsedShift().AndWhile(Unless(YouChallengedThisTurn()))))
}
