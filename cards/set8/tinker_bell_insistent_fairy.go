package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue. "Exert them to gain 2 lore": the lore
	// comes only if the played character is exerted this way (6.1.5.1), so
	// not when it is already exerted (it entered play exerted).
	card("Tinker Bell - Insistent Fairy",
		WheneverAny("Pay Attention", EvPlayed, Chars().Yours().StrengthAtLeast(5),
			Exert(TriggerSubject).Optional(),
			GainLore(2).IfYouDo()))
}
