package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mattias - Arendelle General",
		StaticOf("Proud to Serve", CardsGain(Chars().Yours().Class("Queen"), Ward, 0)))
}
