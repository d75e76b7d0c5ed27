package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Brawl", OnPlay(Banish(Chosen(Chars().StrengthAtMost(2)))))
}
