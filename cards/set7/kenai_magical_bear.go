package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Challenger +2 comes from the catalogue. "During your turn" (6.1.13.1):
	// only his player's characters challenge then (4.6.1), so he is banished
	// as the challenger; challenged on an opponent's turn, nothing happens.
	card("Kenai - Magical Bear",
		Whenever("Wisdom of His Story", EvBanished,
			ReturnToHand(ThisCard).Say("return this card to your hand"),
			GainLore(1)).InChallenge().During(DuringYourTurn()))
}
