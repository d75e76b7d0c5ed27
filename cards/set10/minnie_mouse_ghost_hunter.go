package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Minnie Mouse - Ghost Hunter",
		WhenPlayed("Search the Shadows", Gains(Alert, 0, Chosen(Chars().Class("Detective")), ThisTurn)))
}
