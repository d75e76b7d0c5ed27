package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "While this item is in play" (6.4.2.2); "choose a character": any
	// character, Ward applying to an opponent's (8.15.1). With an empty
	// hand the discard can't be chosen (6.1.5.2).
	card("Containment Unit",
		WhenPlayed("Got You Now",
			Cant(CantChallenge, Chosen(Chars()), WhileThisInPlay),
			Cant(CantQuest, Them(0), WhileThisInPlay)),
		AtStartOfYourTurn("Power Supply",
			OneOf(0, DiscardA(AnyCard()), Banish(ThisCard))...))
}
