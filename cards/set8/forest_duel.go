package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Only the characters in play as it resolves gain them (6.4.2.2: an
	// applied effect, not a continuous one).
	card("Forest Duel",
		OnPlay(
			Gains(Challenger, 2, Each(Chars().Yours()), ThisTurn),
			GainsAbility(Each(Chars().Yours()),
				Whenever("", EvBanished, ReturnToHand(ThisCard).Say("return this card to your hand")).InChallenge(),
				ThisTurn)))
}
