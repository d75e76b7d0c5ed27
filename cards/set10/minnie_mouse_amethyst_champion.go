package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Minnie Mouse - Amethyst Champion",
		WheneverAny("Mystical Balance", EvBanished, Chars().Yours().Others().OfInk(Amethyst),
			Draw(1).Optional()).InChallenge())
}
