package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Iago - Reappearing Parrot",
		Whenever("Guess Who", EvBanished, ReturnToHand(ThisCard).Say("return this card to your hand")).InChallenge())
}
