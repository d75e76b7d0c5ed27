package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 3 comes from the catalogue.
	card("Nick Wilde - Persistent Investigator",
		WheneverAny("Case Closed", EvBanishedOther, Chars().Yours().Class("Detective"), Draw(1)).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()))
}
