package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Motunui - Island Paradise",
		WheneverAny("Reincarnation", EvBanished, Chars().AtThisLocation(),
			ToInkwell(TriggerSubject, true).Optional().Say("you may put that card facedown and exerted into your inkwell")))
}
