package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gadget Hackwrench - Creative Thinker",
		WheneverAny("Brainstorm", EvPlayed, ItemsF().Yours(), Gets(StatLore, 1, ThisCard, ThisTurn)))
}
