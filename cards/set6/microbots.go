package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Microbots",
		StaticOf("Limitless Applications", AnyNumberInDeck()),
		WhenPlayed("Inspired Tech", Gets(StatStrength, -1, Chosen(Chars()), ThisTurn).Times(ItemsF().Yours().Named("Microbots")).
			Say("chosen character gets -1 strength this turn for each item named Microbots you have in play")))
}
