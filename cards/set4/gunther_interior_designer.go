package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Each opponent chooses among their own characters, so their Ward
	// doesn't stop it (8.15.1), the active player first (6.7.6).
	card("Gunther - Interior Designer",
		WhenChallengedAndBanished("Sad-Eyed Puppy", EachOpponentChooses(0,
			ReturnToHand(Chosen(Chars())).
				Say("each opponent picks one of their characters and returns it to their hand"))...))
}
