package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Starkey - Hook’s Henchman",
		StaticOf("Aye Aye, Captain", SelfGets(StatLore, 1)).If_(YouHave(Chars().Class("Captain"), 1)))
}
