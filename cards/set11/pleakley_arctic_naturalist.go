package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pleakley - Arctic Naturalist",
		WhenPlayed("Signs of Life", Draw(1)).If_(YouHave(Chars().Yours().Others().Class("Alien"), 1)))
}
