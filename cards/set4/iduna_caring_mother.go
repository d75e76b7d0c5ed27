package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.11: "this card" is followed into the discard.
	card("Iduna - Caring Mother",
		Whenever("Enduring Love", EvBanished,
			ToInkwell(TriggerSubject, true).Optional().Say("you may put this card facedown and exerted into your inkwell")))
}
