package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Stitch - Team Underdog",
		WhenPlayed("Heave Ho!", Deal(2, Chosen(Chars())).Optional()))
}
