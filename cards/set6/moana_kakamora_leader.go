package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 5 comes from the catalogue. The location is chosen first, then
	// the characters one by one, each moving as it is picked: "any number"
	// has no upper bound (docs/rules-notes.md). A character already there
	// isn't moved, so it doesn't count.
	move := MoveAnyNumberTo(0, Chars().Yours())
	card("Moana - Kakamora Leader",
		WhenPlayed("Gathering Forces",
			move[0].Optional().Say("you may choose a location of yours"), move[1],
			GainLore(1).ForEachThisWay()))
}
