package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Stampede", OnPlay(Deal(2, Chosen(Chars().IsDamaged()))))
}
