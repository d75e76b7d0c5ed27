package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Judy Hopps - On the Case",
		WhenPlayed("Hidden Clues", ToInkwell(Chosen(ItemsF()), true).Optional()).
			If_(YouHave(Chars().Yours().Others().Class("Detective"), 1)))
}
