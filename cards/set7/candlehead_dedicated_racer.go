package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Candlehead - Dedicated Racer",
		Whenever("Winning Isn't Everything", EvBanished, RemoveUpTo(2, Chosen(Chars())).Optional()))
}
