package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Junior Woodchuck Guidebook",
		Activate("The Book Knows Everything", Cost{Exert: true, Ink: 1, BanishSelf: true}, Draw(2)))
}
