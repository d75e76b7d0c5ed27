package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "During opponents' turns": in every turn but its controller's
	// (6.1.13.6). A discard paid as a cost is not an effect (1.5.2).
	card("Magica De Spell - Cruel Sorceress",
		StaticOf("Playing with Power", YouDontDiscard()).If_(Unless(DuringYourTurn())))
}
