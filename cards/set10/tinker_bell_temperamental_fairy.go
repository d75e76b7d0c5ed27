package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Tinker Bell - Temperamental Fairy",
		WhenPlayed("Harmless Diversion", Exert(Chosen(Chars().Opposing().StrengthAtMost(2)))))
}
