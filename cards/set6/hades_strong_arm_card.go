package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// (The file name is not hades_strong_arm.go: Go reads a name ending in
	// _arm.go as a build constraint for the arm architecture.)
	// The character banished as the cost may be any of yours, Hades himself
	// included (4.4.3.4: paid before the effect, so it can't be chosen).
	card("Hades - Strong Arm",
		Activate("What Are You Gonna Do?", Cost{Exert: true, Ink: 3, BanishOne: BanishOneOfYour(Chars())},
			Banish(Chosen(Chars()))))
}
