package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Triton - Young Prince",
		StaticOf("Superior Swimmer", SelfGains(Evasive, 0)).If_(DuringYourTurn()),
		WheneverAny("Keeper of Atlantica", EvBanished, LocationsF().Yours(),
			ToInkwell(TriggerSubject, true).Optional().Say("you may put that card facedown and exerted into your inkwell")))
}
