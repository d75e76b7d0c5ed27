package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The amount is asked card by card (each damaged other character of
	// yours, in the order they entered play); only the characters damage
	// actually left are readied (6.1.5.1).
	card("Goofy - Groundbreaking Chef",
		AtEndOfYourTurn("Plenty to Go Around",
			RemoveUpTo(1, Each(Chars().Yours().Others())).MarksAffected().Optional(),
			Ready(Picked(Chars())).Say("ready every character you removed damage from this way")))
}
