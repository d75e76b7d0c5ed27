package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Otherwise" answers "if it's a character card": a card that isn't one
	// goes to the bottom; a character the player declines to play stays on
	// the top (as Oswald - The Lucky Rabbit, docs/rules-notes.md).
	card("Simba - King in the Making",
		Whenever("Timely Alliance", EvPutUnder,
			RevealTop(0).Optional(),
			MayPlayRevealedExerted(0, CharacterCards()).
				Say("if it's a character card, you may play it for free and it enters play exerted"),
			ToBottom(Them(0)).When(ChosenIs(0, AnyCard().OfType(Actions|Items|Locations).InZoneOf(ZoneDeck))).
				Say("if not, put it on the bottom of your deck")))
}
