package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hiro Hamada - Team Leader",
		StaticOf("I Need to Upgrade All of You", CardsGain(Chars().Yours().Others().Class("Inventor"), Resist, 1)),
		Activate("Shape the Future", Cost{Ink: 2},
			append([]Step{LookTop(1).Say("look at your deck's top card")}, TopOrBottom(1)...)...))
}
