package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Croquet Mallet",
		Activate("Hurtling Hedgehog", Cost{BanishSelf: true}, Gains(Rush, 0, Chosen(Chars()), ThisTurn)))
}
