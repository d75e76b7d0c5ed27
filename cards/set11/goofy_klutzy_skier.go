package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 4.4.3: exerting and banishing him are the cost.
	card("Goofy - Klutzy Skier",
		Activate("Yaaaaaaa-Hoo-Hoo-Hoo-Hooey", Cost{Exert: true, BanishSelf: true}, Banish(Chosen(Chars()))))
}
