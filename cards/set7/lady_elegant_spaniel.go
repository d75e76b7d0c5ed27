package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lady - Elegant Spaniel",
		StaticOf("A Dog's Life", SelfGets(StatLore, 1)).If_(YouHave(Chars().Yours().Named("Tramp"), 1)))
}
