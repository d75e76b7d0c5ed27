package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gadget Hackwrench - Brilliant Bosun",
		StaticOf("Mechanically Savvy", PayLess(1, Chars().Class("Inventor").InHand())).If_(YouHave(ItemsF(), 3)))
}
