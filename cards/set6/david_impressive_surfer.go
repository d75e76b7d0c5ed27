package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("David - Impressive Surfer",
		StaticOf("Showing Off", SelfGets(StatLore, 2)).If_(YouHave(Chars().Named("Nani"), 1)))
}
