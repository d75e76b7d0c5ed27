package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Prince Phillip - Vanquisher of Foes",
		WhenPlayed("Swift and Sure", Banish(Each(Chars().Opposing().IsDamaged()))))
}
