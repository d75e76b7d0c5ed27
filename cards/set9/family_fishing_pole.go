package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]": the lore is gained only if a character was returned
	// (6.1.5.1).
	card("Family Fishing Pole",
		StaticOf("Watch Closely", EntersPlayExerted()),
		Activate("The Perfect Cast", Cost{Exert: true, Ink: 1, BanishSelf: true},
			ReturnToHand(Chosen(Chars().Yours().IsExerted())),
			GainLore(2).IfYouDo()))
}
