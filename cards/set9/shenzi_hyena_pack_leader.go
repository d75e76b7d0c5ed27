package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Shenzi - Hyena Pack Leader",
		StaticOf("I'll Handle This", SelfGets(StatStrength, 3)).If_(AtALocation()),
		Whenever("What's the Hurry?", EvChallenges, Draw(1).Optional()).During(AtALocation()).
			WithOther(Chars())) // "another character": not a location (4.6.8)
}
