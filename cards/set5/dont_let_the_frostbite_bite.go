package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "They" are the characters readied: those in play as it resolves
	// (6.4.2.2), so the restriction is applied to them, not continuous.
	card("Don't Let the Frostbite Bite", OnPlay(
		Ready(Each(Chars().Yours())),
		Cant(CantQuest, Each(Chars().Yours()), ThisTurn).Say("they can't quest for the remainder of this turn")))
}
