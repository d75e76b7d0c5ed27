package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Magic Carpet - Flying Rug",
		Activate("Find the Way", Cost{Exert: true},
			Choose(Chosen(Chars().Yours())).Say("choose a character of yours"),
			MoveThemTo(0, YourLocation()).Say("move them to a location of yours for free")))
}
