package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Energy Blast", OnPlay(Banish(Chosen(Chars())), Draw(1)))
}
