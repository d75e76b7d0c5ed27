package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Night Howler Rage",
		OnPlay(Draw(1), Gains(Reckless, 0, Chosen(Chars()), DuringTheirNext)))
}
