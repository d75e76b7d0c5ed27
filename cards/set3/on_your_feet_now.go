package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "them": the characters readied, which are all your characters in play.
	card("On Your Feet! Now!",
		OnPlay(Ready(Each(Chars().Yours())),
			Deal(1, Each(Chars().Yours())).Say("deal 1 damage to every one of them"),
			Cant(CantQuest, Each(Chars().Yours()), ThisTurn).Say("they can't quest for the remainder of this turn")))
}
