package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Camilo Madrigal - Center Stage",
		Whenever("Encore! Encore!", EvBanished, ReturnToHand(ThisCard).Say("return this card to your hand")).InChallenge())
}
