package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mulan - Standing Her Ground",
		StaticOf("Flowing Blade", TakesNoDamageFromChallengesStatic()).
			If_(DuringYourTurn().AndWhile(PutUnderThisTurn(CharsOrLocations().Yours()))))
}
