package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Marshmallow - Persistent Guardian",
		Whenever("Durable", EvBanished, ReturnToHand(ThisCard).Optional()).InChallenge())
}
