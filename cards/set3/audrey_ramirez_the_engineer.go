package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Audrey Ramirez - The Engineer",
		Whenever("Spare Parts", EvQuested, Ready(Chosen(ItemsF().Yours()))))
}
