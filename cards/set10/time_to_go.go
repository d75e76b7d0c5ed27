package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): the draw happens only if the banish did; the
	// banished character's stack is read as it left play (6.7.7).
	card("Time to Go!",
		OnPlay(Banish(Chosen(Chars().Yours())).KeepsMoved(),
			Draw(2).IfYouDo().InsteadIfChosen(0, CharacterCards().InZoneOf(ZoneDiscard).HadCardUnder(), 3).
				Say("if you do, draw 2 cards; if that character had a card under them, draw 3 cards instead")))
}
