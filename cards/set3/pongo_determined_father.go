package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Once per turn, you may pay 2 {I} to [effect]" is an activated
	// ability with an ink cost and no {E} (6.3.1, 6.1.13.2): usable once a
	// turn, even while he is drying (docs/rules-notes.md).
	character := CharacterCards().InZoneOf(ZoneDeck)
	card("Pongo - Determined Father",
		Activate("Twilight Bark", Cost{Ink: 2},
			RevealTop(0),
			ToBottom(Them(0)).When(Unless(ChosenIs(0, character))).Say("if it isn't a character card, put it on the bottom of your deck"),
			PutInHand(Them(0)).When(ChosenIs(0, character)).Say("put it into your hand if it's a character card")).
			Once())
}
