package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The opponent chooses among their own characters, so their Ward doesn't
	// stop it (8.15.1); refused in games of more than two players.
	card("Gunther - Interior Designer",
		WhenChallengedAndBanished("Sad-Eyed Puppy",
			ReturnToHand(Chosen(Chars().Opposing())).ChosenByOpponent().
				Say("each opponent chooses one of their characters and returns that card to their hand")))
}
