package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The characters are chosen first, then the amount is asked for each
	// damaged one in the order they entered play (scenarios.md rule 2).
	card("Ever as Before", OnPlay(
		ChooseAnyNumber(Chars()),
		RemoveUpTo(2, Picked(Chars())).Say("remove up to 2 damage from each of them")))
}
