package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Last Stand", OnPlay(Banish(Chosen(Chars().WasChallengedThisTurn()))))
}
