package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mosquito Bite", OnPlay(PutDamage(1, Chosen(Chars()))))
}
