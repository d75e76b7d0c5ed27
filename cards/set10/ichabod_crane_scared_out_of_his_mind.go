package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The card goes from the discard into the inkwell (a new object, 7.1.6).
	card("Ichabod Crane - Scared Out of His Mind",
		Whenever("Chilling Tale", EvBanished, ToInkwell(ThisCard, true).Optional()))
}
