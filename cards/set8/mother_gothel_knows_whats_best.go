package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "You may [A] to [B]" (6.1.5.1): the grants follow only the 2 damage.
	card("Mother Gothel - Knows What's Best",
		WhenPlayed("Look What You've Done",
			Deal(2, Chosen(Chars().Yours().Others())).Optional(),
			Gains(Challenger, 1, Them(0), ThisTurn).IfYouDo(),
			GainsAbility(Them(0),
				Whenever("", EvBanished, ReturnToHand(ThisCard).Say("return this card to your hand")).InChallenge(),
				ThisTurn).IfYouDo()))
}
