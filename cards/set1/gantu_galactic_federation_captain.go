package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gantu - Galactic Federation Captain",
		StaticOf("Under Arrest", CantChallengeCards(Chars().Yours(), Chars().CostAtMost(2))))
}
