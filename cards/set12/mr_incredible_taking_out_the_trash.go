package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mr. Incredible - Taking Out the Trash",
		WhenPlayed("Ka-Pow!", Deal(2, Chosen(Chars().Opposing().Class("Robot", "Villain"))).Optional()))
}
