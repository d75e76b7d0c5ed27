package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gathering Knowledge and Wisdom", OnPlay(GainLore(2)))
}
