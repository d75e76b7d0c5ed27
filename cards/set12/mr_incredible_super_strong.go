package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mr. Incredible - Super Strong",
		StaticOf("Always United", SelfGetsFor(StatStrength, 2, Chars().Yours().Others())),
		WheneverAny("Let's Do This!", EvChallenges, Chars().Yours().Class("Super"), Draw(1)).WithOther(Chars()))
}
