package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Great Illuminary - Radiant Ballroom",
		StaticOf("Warm Welcome",
			CardsGet(Chars().AtThisLocation().WithKeyword(Support), StatLore, 1),
			CardsGet(Chars().AtThisLocation().WithKeyword(Support), StatWillpower, 2)))
}
