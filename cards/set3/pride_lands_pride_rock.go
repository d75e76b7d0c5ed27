package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pride Lands - Pride Rock",
		StaticOf("We Are All Connected", CardsGet(Chars().AtThisLocation(), StatWillpower, 2)),
		StaticOf("Lion Home", PayLess(1, CharacterCards().InHand())).
			If_(YouHave(Chars().Yours().Class("Prince", "King").AtThisLocation(), 1)))
}
