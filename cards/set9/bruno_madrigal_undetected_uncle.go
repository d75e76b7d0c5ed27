package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Bruno Madrigal - Undetected Uncle",
		Activate("You Just Have to See It", Cost{Exert: true},
			NameACard(),
			RevealTop(0),
			PutInHand(Them(0)).When(NamedIs(0)).Say("if it's the card you named, put it into your hand"),
			GainLore(3).IfYouDo().Say("if you did, gain 3 lore")))
}
