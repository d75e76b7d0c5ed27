package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Rama - Vigilant Father",
		WheneverAny("Protection of the Pack", EvPlayed, Chars().Yours().Others().StrengthAtLeast(5),
			Ready(ThisCard).Optional(),
			Cant(CantQuest, ThisCard, ThisTurn).IfYouDo().Say("he can't quest for the remainder of this turn")))
}
