package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pixie Dust",
		Activate("Faith and Trust", Cost{Exert: true, Ink: 2},
			Choose(Chosen(Chars())).Say("choose a character"),
			Gains(Challenger, 2, Them(0), UntilYourNext),
			Gains(Evasive, 0, Them(0), UntilYourNext)))
}
