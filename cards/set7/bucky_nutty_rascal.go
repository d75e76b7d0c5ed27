package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Bucky - Nutty Rascal",
		Whenever("Pop!", EvBanished, Draw(1).Optional()).InChallenge())
}
