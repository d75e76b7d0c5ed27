package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Sign the Scroll", OnPlay(EachOpponentMayDiscard(GainLore(2))...))
}
