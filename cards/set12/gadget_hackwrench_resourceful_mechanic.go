package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gadget Hackwrench - Resourceful Mechanic",
		WhenPlayed("Time to Tinker", PlayForFree(ItemsF().CostAtMost(3)).Optional()),
		StaticOf("Well Supplied", CardsGet(Chars().Yours().WithKeyword(Support), StatLore, 1)))
}
