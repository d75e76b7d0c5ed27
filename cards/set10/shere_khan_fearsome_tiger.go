package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue. "Then, you may ..." doesn't depend
	// on the banish (6.1.5.1 is for "to"): with no opposing damaged
	// character the damage counter may still be put. "Another" is a
	// character other than this one (docs/rules-notes.md).
	card("Shere Khan - Fearsome Tiger",
		Whenever("On the Hunt", EvQuested,
			Banish(Chosen(Chars().Opposing().IsDamaged())),
			PutDamage(1, Chosen(Chars().Others().NotChosenIn(0))).Optional().
				Say("you may place 1 damage counter on another chosen character")))
}
