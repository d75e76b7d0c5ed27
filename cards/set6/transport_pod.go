package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Transport Pod",
		AtStartOfYourTurn("Give 'Em a Show",
			Choose(Chosen(Chars().Yours())).Optional().Say("you may choose a character of yours"),
			MoveThemTo(0, YourLocation()).IfYouDo().Say("move them to a location of yours for free")))
}
