package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Iago - Loud-Mouthed Parrot",
		Activate("You Got a Problem?", Cost{Exert: true}, Gains(Reckless, 0, Chosen(Chars()), DuringTheirNext)))
}
