package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Donald Duck - Ghost Hunter",
		WhenPlayed("Raise a Ruckus", Gains(Challenger, 2, Chosen(Chars().Class("Detective")), ThisTurn)))
}
