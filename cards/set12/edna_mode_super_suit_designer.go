package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Edna Mode - Super Suit Designer",
		Activate("Key Accessory", Cost{Exert: true}, Ready(Chosen(ItemsF()))),
		StaticOf("All the Basics", SelfGains(Ward, 0)).If_(YouHave(ItemsF().Yours().Named("Super Suit"), 1)))
}
