package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): the lore only when all 3 cards were put on the
	// bottom (with fewer in that discard they still go, docs/rules-notes.md);
	// they go in the order chosen (the text gives no "any order"). "Moved
	// this way": the cards as they are now, at the bottom of the deck.
	princess := AnyCard().Class("Princess").InZoneOf(ZoneDeck)
	card("The Queen - Jealous Beauty",
		Activate("No Ordinary Apple", Cost{Exert: true},
			ToBottom(NChosen(3, AnyCard().Theirs().InZoneOf(ZoneDiscard))).Fully().KeepsMoved().
				Say("put 3 chosen cards from chosen opponent's discard on the bottom of their deck"),
			GainLore(3).IfYouDo().InsteadIfChosen(0, princess, 4).
				Say("if you do, gain 3 lore; if any Princess cards were moved this way, gain 4 lore instead")))
}
