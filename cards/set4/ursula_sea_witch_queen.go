package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ursula - Sea Witch Queen",
		Whenever("Now I Am the Ruler!", EvQuested, Exert(Chosen(Chars()))),
		StaticOf("You'll Listen to Me!", CardsCant(Chars().Others(), CantExertToSing)))
}
