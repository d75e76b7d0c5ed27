package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Figaro - Tuxedo Cat",
		StaticOf("Playfulness", CardsEnterPlayExerted(ItemsF().Opposing())))
}
