package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Beast is Mine!", OnPlay(Gains(Reckless, 0, Chosen(Chars()), DuringTheirNext)))
}
