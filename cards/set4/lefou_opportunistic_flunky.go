package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.4.4.3: "[effect] if [condition]". A card is played from the hand
	// only during its player's turn, so "during your turn" always holds then.
	card("LeFou - Opportunistic Flunky",
		PlayThisForFreeIf("I Learned from the Best", OpposingCharacterBanishedInChallengeThisTurn()))
}
