package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The ability may be used either way; the draw needs the condition as
	// it resolves.
	card("Chief - Seasoned Tracker",
		Activate("Good Riddance", Cost{Exert: true},
			Draw(1).When(OpposingCharacterBanishedInChallengeThisTurn())))
}
