package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Diablo - Obedient Raven",
		Whenever("Fly, My Pet!", EvBanished, Draw(1).Optional()))
}
