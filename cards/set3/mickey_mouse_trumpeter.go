package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mickey Mouse - Trumpeter",
		Activate("Sound the Call", Cost{Exert: true, Ink: 2}, PlayForFree(CharacterCards())))
}
