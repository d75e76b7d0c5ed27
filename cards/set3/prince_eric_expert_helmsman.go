package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Prince Eric - Expert Helmsman",
		Whenever("Surprise Maneuver", EvBanished, Banish(Chosen(Chars())).Optional()))
}
