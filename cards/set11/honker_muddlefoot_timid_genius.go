package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Honker Muddlefoot - Timid Genius",
		StaticOf("Be Careful!", CardsGain(Chars().Yours().Named("Darkwing Duck"), Resist, 1)))
}
