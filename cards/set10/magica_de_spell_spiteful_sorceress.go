package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// A card put facedown under one of your characters or locations
	// (Boost 8.4.1, or an effect 5.1.1.7); Shift doesn't put a card under
	// (8.10.1).
	move := MoveDamageCounters(1, Chars(), Chars().Opposing())
	move[0] = move[0].Optional().Say("you may choose a character to move 1 damage counter from")
	move[1] = move[1].IfYouDo()
	card("Magica De Spell - Spiteful Sorceress",
		WheneverAny("Mystical Manipulation", EvPutUnder, AnyCard().OfType(Characters|Locations).Yours(), move...))
}
