package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Webby Vanderquack - Knowledge Seeker",
		StaticOf("I've Read About This", SelfGets(StatLore, 1)).
			If_(YouHave(CharsOrLocations().Yours().WithCardUnder(), 1)))
}
