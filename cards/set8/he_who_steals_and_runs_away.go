package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("He Who Steals and Runs Away",
		OnPlay(Banish(Chosen(ItemsF())), Draw(1)))
}
