package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 2 comes from the catalogue. "Your characters gain ... this
	// turn" applies to the characters in play as it resolves (6.4.2.2).
	card("Fairy Godmother - Mystic Armorer",
		Whenever("Forget the Coach, Here's a Sword", EvQuested,
			Gains(Challenger, 3, Each(Chars().Yours()), ThisTurn),
			GainsAbility(Each(Chars().Yours()),
				Whenever("", EvBanished, ReturnToHand(ThisCard).Say("return this card to your hand")).InChallenge(),
				ThisTurn)))
}
