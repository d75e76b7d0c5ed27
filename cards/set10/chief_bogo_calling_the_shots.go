package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Can't be dealt damage" is a replacement effect on dealt damage
	// (6.5, 1.9.2.1); counters put or moved onto him still go on.
	card("Chief Bogo - Calling the Shots",
		StaticOf("My Jurisdiction", TakesNoDamage()).If_(DuringYourTurn()),
		StaticOf("Deputize", CardsGainClass(Chars().Yours().Others(), "Detective")))
}
