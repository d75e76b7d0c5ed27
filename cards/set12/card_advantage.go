package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Card Advantage",
		OnPlay(Draw(2).When(OpposingCharacterBanishedInChallengeThisTurn())))
}
