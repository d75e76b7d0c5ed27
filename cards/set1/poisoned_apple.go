package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	princess := Chars().Class("Princess")
	card("Poisoned Apple",
		Activate("Take a Bite...", Cost{Ink: 1, BanishSelf: true},
			Choose(Chosen(Chars())).Say("choose a character"),
			Exert(Them(0)).When(Unless(ChosenIs(0, princess))).Say("exert it"),
			Banish(Them(0)).When(ChosenIs(0, princess)).Say("if the chosen character is a Princess, banish her instead")))
}
