package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Darkwing Tower - Icy Headquarters",
		WheneverAny("Evil Vanquished", EvBanished, Chars().Opposing().Class("Villain"),
			Ready(Chosen(Chars().AtThisLocation())).Optional(),
			Cant(CantQuest, Them(0), ThisTurn).IfYouDo()).
			During(DuringYourTurn()))
}
