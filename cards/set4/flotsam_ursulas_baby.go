package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card(`Flotsam - Ursula's "Baby"`,
		Whenever("Quick Escape", EvBanished, ReturnToHand(ThisCard)).InChallenge(),
		StaticOf("Ominous Pair", CardsGainAbility(Chars().Yours().Named("Jetsam"),
			Whenever("", EvBanished, ReturnToHand(ThisCard)).InChallenge())))
}
