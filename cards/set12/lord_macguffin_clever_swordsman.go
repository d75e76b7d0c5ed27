package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lord MacGuffin - Clever Swordsman",
		MayEnterExertedTo("Wait for It...", Deal(3, Chosen(Chars().IsDamaged()))))
}
