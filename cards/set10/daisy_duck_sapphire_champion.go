package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	sapphire := Chars().Yours().Others().OfInk(Sapphire)
	look := LookTop(1).Optional().Say("you may look at your deck's top card")
	place := TopOrBottom(1)
	place[0] = place[0].IfYouDo() // nothing to place when the look is declined
	card("Daisy Duck - Sapphire Champion",
		StaticOf("Stand Fast", CardsGain(sapphire, Resist, 1)),
		WheneverAny("Look Ahead", EvQuested, sapphire, append([]Step{look}, place...)...))
}
