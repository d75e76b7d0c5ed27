package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Otherwise" answers "if it's a character card": a card that isn't one
	// goes to the bottom; a character the player declines to take stays on
	// the top (as Pongo - Determined Father, Oswald - The Lucky Rabbit).
	character := CharacterCards().InZoneOf(ZoneDeck)
	card("Monterey Jack - Watchful Ranger",
		WhenPlayed("Bird's-Eye View",
			RevealTop(0).Optional(),
			PutInHand(Them(0)).When(ChosenIs(0, character)).Optional().
				Say("you may put it into your hand if it's a character card"),
			ToBottom(Them(0)).When(Unless(ChosenIs(0, character))).
				Say("if not, put it on the bottom of your deck")))
}
