package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mor'du - Savage Cursed Prince",
		WhenPlayed("Ferocious Roar", Exert(Each(Chars().Yours().NotNamed("Mor'du")))),
		StaticOf("Rooted by Fear", CardsCant(Chars().Yours().NotNamed("Mor'du"), CantReadyAtStart)))
}
