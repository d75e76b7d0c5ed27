package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "During opponents' turns": in every turn but its controller's (6.1.13.6).
	card("Koda - Talkative Cub",
		StaticOf("Tell Everybody", YouCantLoseLore()).If_(Unless(DuringYourTurn())))
}
