package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mickey Mouse - Leader of the Band",
		WhenPlayed("Strike Up the Music", Gains(Support, 0, Chosen(Chars()), ThisTurn)))
}
