package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Fred - Mascot by Day", Whenever("How Cool Is That", EvChallenged, GainLore(2)))
}
