package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Wake Up, Alice!", OnPlay(ReturnToHand(Chosen(Chars().IsDamaged()))))
}
