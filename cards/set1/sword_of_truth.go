package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Sword of Truth",
		Activate("Final Enchantment", Cost{BanishSelf: true}, Banish(Chosen(Chars().Class("Villain")))))
}
