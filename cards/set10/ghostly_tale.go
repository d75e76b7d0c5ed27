package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ghostly Tale", OnPlay(Exert(Each(Chars().Opposing().StrengthAtMost(2)))))
}
