package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "+3 instead" for a Pirate is a self-replacement of the step's amount
	// (6.5.6): one of the two steps happens.
	pirate := Chars().Class("Pirate")
	card("Prepare to Board!",
		OnPlay(
			Choose(Chosen(Chars())).Say("choose a character"),
			Gets(StatStrength, 2, Them(0), ThisTurn).When(Unless(ChosenIs(0, pirate))).Say("it gets +2 strength this turn"),
			Gets(StatStrength, 3, Them(0), ThisTurn).When(ChosenIs(0, pirate)).Say("if a Pirate character is chosen, they get +3 strength instead")))
}
