package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hot Potato", OnPlay(OneOf(0, Deal(2, Chosen(Chars())), Banish(Chosen(ItemsF())))...))
}
