package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Judy Hopps - Resourceful Rabbit",
		AtEndOfYourTurn("Need Some Help?", Ready(Chosen(Chars().Yours().Others())).Optional()))
}
