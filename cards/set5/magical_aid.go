package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Magical Aid",
		OnPlay(
			Gains(Challenger, 3, Chosen(Chars()), ThisTurn),
			GainsAbility(Them(0),
				Whenever("", EvBanished, ReturnToHand(ThisCard).Say("return this card to your hand")).InChallenge(),
				ThisTurn)))
}
