package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 5 comes from the catalogue. The "may" first (6.1.4), then the
	// characters as one choice of a set ("any number" has no upper bound),
	// then the location (4.7.3.1; none picked, none asked), then they move
	// (docs/rules-notes.md). A
	// character already there isn't moved, so it doesn't count.
	move := MoveAnyNumberTo(0, Chars().Yours())
	card("Moana - Kakamora Leader",
		WhenPlayed("Gathering Forces",
			move[0].Optional().Say("you may choose any number of your characters"), move[1].IfYouDo(), move[2],
			GainLore(1).ForEachThisWay()))
}
