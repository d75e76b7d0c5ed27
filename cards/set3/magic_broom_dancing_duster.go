package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The "may" covers both sentences: a chosen character already exerted
	// still can't ready. 6.2.4: the Sorcerer is checked as it resolves.
	card("Magic Broom - Dancing Duster",
		WhenPlayed("Power Clean",
			Choose(Chosen(Chars().Opposing())).Optional().Say("you may choose an opposing character"),
			Exert(Them(0)).Say("exert them"),
			SkipNextReady(Them(0)).Say("they skip readying at the start of their next turn")).
			If_(YouHave(Chars().Class("Sorcerer"), 1)))
}
