package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Razoul - Menacing Guard",
		WhenPlayed("My Orders Come from Jafar", Banish(Chosen(ItemsF())).Optional()).
			If_(YouHave(Chars().Named("Jafar"), 1)))
}
