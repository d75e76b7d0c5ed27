package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// One ability with two triggers (6.2.6); the lore counts the damage
	// actually removed (6.1.8).
	card("Baymax - Armored Companion",
		WhenPlayed("The Treatment Is Working",
			RemoveUpTo(2, Chosen(Chars().Yours().Others())).Optional(),
			GainLore(1).ForEachThisWay()).AndWhenever(EvQuested))
}
