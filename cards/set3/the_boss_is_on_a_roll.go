package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The cards not put on the top go on the bottom (see docs/rules-notes.md).
	card("The Boss is on a Roll",
		OnPlay(LookTop(5), LookedOnTopAnyNumber(), RestOnBottom(), GainLore(1)))
}
