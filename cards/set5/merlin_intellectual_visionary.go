package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 5 comes from the catalogue.
	card("Merlin - Intellectual Visionary",
		WhenPlayed("Overdeveloped Brain",
			SearchDeckFor(0, AnyCard()).Optional().Say("you may search your deck for a card of your choice"),
			PutInHand(Them(0)).IfYouDo(),
			ShuffleYourDeck().IfYouDo()).If_(UsedShift()))
}
