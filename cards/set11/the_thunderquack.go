package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Thunderquack",
		StaticOf("Vigilante Justice", CardsGainClass(Chars().Opposing(), "Villain")),
		Activate("Lay of the Land", Cost{Exert: true},
			GainLore(1).When(CharacterBanishedInChallengeThisTurn())))
}
