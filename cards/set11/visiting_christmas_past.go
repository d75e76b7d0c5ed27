package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The cards are picked one by one from the stacks of your characters
	// and locations in play (5.1.1.7), none or all of them.
	under := AnyCard().Yours().InZoneOf(ZoneUnder)
	card("Visiting Christmas Past", OnPlay(
		ChooseAnyNumber(under).Say("choose any number of cards under your characters and locations"),
		ToInkwell(Picked(under), true).Say("put them into your inkwell facedown and exerted")))
}
