package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	look := LookTop(1).Optional().Say("you may look at your deck's top card")
	place := TopOrBottom(1)
	place[0] = place[0].IfYouDo() // nothing to place when the look is declined
	card("Diablo - Faithful Pet",
		WheneverAny("Looking for Aurora", EvPlayed, Chars().Yours().Named("Maleficent"),
			append([]Step{look}, place...)...))
}
