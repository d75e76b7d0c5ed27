package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Belle's Favorite Book",
		Activate("Chapter Three", Cost{Exert: true, BanishOne: BanishOneOfYour(ItemsF().Others())},
			TopCardIntoInkwell(false, true)...))
}
