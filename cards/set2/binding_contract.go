package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Binding Contract",
		Activate("For All Eternity", Cost{Exert: true, ExertOne: ExertOneOfYour(Chars())},
			Exert(Chosen(Chars()))))
}
