package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gale - Wind Spirit",
		Whenever("Recurring Gust", EvBanished, ReturnToHand(ThisCard).Say("return this card to your hand")).InChallenge())
}
