package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pizza Planet - Spaceport",
		StaticOf("You Are Clear to Enter", MoveHereForFree(Chars().Yours().Class("Toy"))),
		WheneverAny("Heavily Guarded", EvChallenged, Chars().AtThisLocation(), EachOpponentLoses(1)))
}
