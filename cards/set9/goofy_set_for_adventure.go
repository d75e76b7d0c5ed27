package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Goofy - Set for Adventure",
		Whenever("Family Vacation", EvMoved,
			Choose(Chosen(Chars().Yours().Others())).Optional().Say("you may choose one of your other characters"),
			MoveThemTo(0, TriggerOther).IfYouDo().Say("move them to that location for free"),
			Draw(1).IfYouDo()).Once())
}
