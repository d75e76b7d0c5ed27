package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("James - Role Model",
		Whenever("Never, Ever Lose Sight", EvBanished, ToInkwell(ThisCard, true).Optional()))
}
