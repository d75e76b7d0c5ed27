package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "The next time" is once (6.1.13.2): the floating trigger (6.2.7.1)
	// resolves for the first challenge of theirs this turn only.
	card("Next Stop, Olympus",
		PayLessForThis("", 2, YouHave(Chars().Yours().StrengthAtLeast(5), 1), ActionsF().Named("Next Stop, Olympus")),
		OnPlay(Ready(Chosen(Chars())),
			Cant(CantQuest, Them(0), ThisTurn).Say("they can't quest for the remainder of this turn"),
			FloatingTriggerOn(0, ThisTurn,
				Whenever("", EvChallenges, GainLore(1)).WithOther(Chars()).Once()).
				Say("gain 1 lore the next time they challenge another character this turn")))
}
