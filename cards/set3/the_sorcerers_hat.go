package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Sorcerer's Hat",
		Activate("Incredible Energy", Cost{Exert: true, Ink: 1},
			NameACard(),
			RevealTop(0),
			PutInHand(Them(0)).When(NamedIs(0)).Say("if it's the card you named, put it into your hand")))
}
