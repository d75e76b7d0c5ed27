package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Wind-Up Frog - Sid's Toy",
		PayLessForThis("Added Traction", 2, BanishedThisTurn(Chars().Yours().Class("Toy")), Chars().Named("Wind-Up Frog")))
}
