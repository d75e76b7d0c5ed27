package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Flintheart Glomgold - Scheming Billionaire",
		StaticOf("Try Me", SelfGains(Ward, 0)).
			If_(YouHave(CharsOrLocations().Yours().WithCardUnder(), 1)))
}
