package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.5.8: each Support creates another instance of the same replacement
	// effect; only one applies.
	card("Rapunzel - Ready for Adventure",
		WheneverAny("Act of Kindness", EvSupported, Chars().Yours(),
			PreventNextDamage(TriggerSubject, UntilYourNext)))
}
