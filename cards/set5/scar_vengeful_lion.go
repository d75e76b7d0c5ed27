package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Ward comes from the catalogue. "A damaged character" is read as the
	// challenge is declared (4.6.5), when the trigger does.
	card("Scar - Vengeful Lion",
		WheneverAny("Life's Not Fair, Is It?", EvChallenges, Chars().Yours(), Draw(1).Optional()).
			WithOther(Chars().IsDamaged()))
}
