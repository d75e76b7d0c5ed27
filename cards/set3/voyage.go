package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "to the same location": one location is chosen for both (4.7.1).
	card("Voyage", OnPlay(
		Choose(UpToChosen(2, Chars().Yours())).Say("choose up to 2 characters of yours"),
		MoveThemTo(0, YourLocation()).Say("move them to the same location of yours for free")))
}
