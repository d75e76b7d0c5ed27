package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Prince John - Greediest of All",
		WheneverOpponentDiscards("I Sentence You", DrawThatMany().Optional()))
}
