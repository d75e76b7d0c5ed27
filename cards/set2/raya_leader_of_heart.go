package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 comes from the catalogue. "A damaged character" is read as
	// the challenge is declared (4.6.5), when the trigger does.
	card("Raya - Leader of Heart",
		Whenever("Champion of Kumandra", EvChallenges,
			PreventNextDamage(ThisCard, WhileChallenging).Say("this character is dealt no damage in the challenge")).
			WithOther(Chars().IsDamaged()))
}
