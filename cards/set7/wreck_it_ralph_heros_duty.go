package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Wreck-It Ralph - Hero's Duty",
		WheneverAny("Outflank", EvBanished, Chars().Yours().Others(), Gets(StatLore, 1, ThisCard, ThisTurn)).
			During(DuringYourTurn()))
}
