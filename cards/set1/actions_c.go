package set1

import . "github.com/lorcana-rl/lorcana/engine"

// Action cards of batch c.
func init() {
	card("Develop Your Brain",
		OnPlay(LookTop(2),
			PutIntoHandFromLook(1, AnyCard()).Say("put one of them into your hand"),
			RestOnBottom().Say("put the other on the bottom of your deck")))
	card("Grab Your Sword", OnPlay(Deal(2, Each(Chars().Opposing()))))
	card("A Whole New World",
		OnPlay(DiscardHands(TgtEachPlayer).Say("each player discards their hand"),
			EachPlayerDraws(7).Say("each player draws 7 cards")))
}

func init() {
	card("If it’s Not Baroque", OnPlay(ReturnToHand(Chosen(ItemsF().InZoneOf(ZoneDiscard).Yours())).
		Say("return an item card from your discard to your hand")))
	card("Let It Go", OnPlay(ToInkwell(Chosen(Chars()), true)))
	card("Work Together", OnPlay(Gains(Support, 0, Chosen(Chars()), ThisTurn)))
	card("Break", OnPlay(Banish(Chosen(ItemsF()))))
}

func init() {
	card("One Jump Ahead", OnPlay(TopCardIntoInkwell(false, true)...))
}
