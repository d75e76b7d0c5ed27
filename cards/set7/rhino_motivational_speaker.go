package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Rhino - Motivational Speaker",
		StaticOf("Destiny Calling", CardsGet(Chars().Yours().Others(), StatWillpower, 2)))
}
