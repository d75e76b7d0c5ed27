package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Chomp!", OnPlay(Deal(2, Chosen(Chars().IsDamaged()))))
}
