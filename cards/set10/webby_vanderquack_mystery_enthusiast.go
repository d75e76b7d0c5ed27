package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Webby Vanderquack - Mystery Enthusiast",
		WhenPlayed("Contagious Energy", Gets(StatStrength, 1, Chosen(Chars()), ThisTurn)))
}
