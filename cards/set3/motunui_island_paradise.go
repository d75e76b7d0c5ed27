package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Motunui - Island Paradise",
		WheneverAny("Reincarnation", EvBanished, Chars().AtThisLocation(),
			ToInkwell(TriggerSubject, true).Optional().Say("you may put that card into your inkwell facedown and exerted")))
}
