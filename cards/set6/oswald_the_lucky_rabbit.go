package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Otherwise" answers "if it's an item card": a card that isn't one goes
	// to the bottom; an item the player declines to play stays on the top
	// (docs/rules-notes.md).
	card("Oswald - The Lucky Rabbit",
		WheneverYouInk("Favorable Chance",
			RevealTop(0).Optional(),
			MayPlayRevealedExerted(0, ItemsF()).
				Say("if it's an item card, you may play it for free and it enters play exerted"),
			ToBottom(Them(0)).When(ChosenIs(0, AnyCard().OfType(Characters|Actions|Locations).InZoneOf(ZoneDeck))).
				Say("if not, put it on the bottom of your deck")).
			During(DuringYourTurn()))
}
