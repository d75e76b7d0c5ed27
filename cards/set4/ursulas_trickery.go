package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ursula's Trickery", OnPlay(EachOpponentMayDiscard(Draw(1))...))
}
