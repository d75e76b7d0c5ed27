package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 and Evasive come from the catalogue.
	card("Peter Pan - Pirate's Bane",
		Whenever("You're Next!", EvChallenges,
			PreventNextDamage(ThisCard, WhileChallenging).Say("this character is dealt no damage in the challenge")).
			WithOther(Chars().Class("Pirate")))
}
