package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The card put into the discard is kept in slot 0; each result is
	// checked against its card type there (6.2.4). Declined, none happens.
	inDiscard := func(f Filter) Cond { return ChosenIs(0, f.InZoneOf(ZoneDiscard)) }
	card("Jack-Jack Parr - Incredible Potential",
		AtStartOfYourTurn("Weird Things Are Happening",
			TopIntoDiscard(1).Optional().KeepsMoved(),
			Gets(StatStrength, 2, ThisCard, ThisTurn).When(inDiscard(CharacterCards())),
			Gets(StatLore, 2, ThisCard, ThisTurn).When(inDiscard(AnyCard().OfType(Actions|Items))),
			Banish(Chosen(Chars())).When(inDiscard(AnyCard().OfType(Locations)))))
}
