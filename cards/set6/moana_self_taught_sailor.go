package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Moana - Self-Taught Sailor",
		StaticOf("Learning the Ropes", SelfCant(CantChallenge)).If_(Unless(YouHave(Chars().Class("Captain"), 1))))
}
