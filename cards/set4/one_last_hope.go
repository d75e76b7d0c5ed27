package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "If a Hero character is chosen" is checked as the second sentence
	// resolves (6.2.4 reading of ChosenIs): the chosen card is still a
	// Hero character in play.
	card("One Last Hope", OnPlay(
		Gains(Resist, 2, Chosen(Chars()), UntilYourNext),
		MayChallengeReady(Them(0), ThisTurn).When(ChosenIs(0, Chars().Class("Hero")))))
}
