package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Donald Duck - First Mate",
		StaticOf("Captain on Deck", SelfGets(StatLore, 2)).If_(YouHave(Chars().Class("Captain"), 1)))
}
