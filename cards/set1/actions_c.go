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
