package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Alice - Tea Alchemist",
		Activate("Curiouser and Curiouser", Cost{Exert: true},
			Exert(Chosen(Chars().Opposing())),
			Exert(Each(Chars().Opposing().NotChosenIn(0).SameNameAs(0)))))
}
