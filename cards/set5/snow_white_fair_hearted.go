package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Snow White - Fair-Hearted",
		StaticOf("Natural Leader", SelfGainsFor(Resist, 1, Chars().Yours().Others().Class("Knight"))))
}
