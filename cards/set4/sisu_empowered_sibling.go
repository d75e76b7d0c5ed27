package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Sisu - Empowered Sibling",
		WhenPlayed("I Got This!", Banish(Each(Chars().Opposing().StrengthAtMost(2)))))
}
