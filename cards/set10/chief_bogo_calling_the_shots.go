package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Can't be dealt damage" prevents dealt damage (1.2.2, 1.9.2.1): not a
	// replacement effect, so none applies instead (6.5.3); counters put or
	// moved onto him still go on.
	card("Chief Bogo - Calling the Shots",
		StaticOf("My Jurisdiction", CantBeDealtDamage()).If_(DuringYourTurn()),
		StaticOf("Deputize", CardsGainClass(Chars().Yours().Others(), "Detective")))
}
