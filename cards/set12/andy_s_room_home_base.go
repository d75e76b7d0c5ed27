package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Only 1 character here": exactly one, checked continuously (6.4.3).
	card("Andy's Room - Home Base",
		StaticOf("Andy's Favorite",
			CardsGet(Chars().AtThisLocation(), StatWillpower, 2),
			CardsGet(Chars().AtThisLocation(), StatLore, 1)).
			If_(CharactersHere(1).AndWhile(Unless(CharactersHere(2)))))
}
