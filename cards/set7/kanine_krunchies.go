package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Kanine Krunchies",
		StaticOf("You Can Be a Champion, Too", CardsGet(Chars().Yours().Class("Puppy"), StatWillpower, 1)))
}
