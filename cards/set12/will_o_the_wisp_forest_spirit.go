package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Will o' the Wisp - Forest Spirit",
		Whenever("Come On Out", EvBanished,
			ReturnToHand(ThisCard).Optional().Say("you may put this card back into your hand")).InChallenge())
}
