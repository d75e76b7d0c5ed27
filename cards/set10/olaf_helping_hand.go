package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Olaf is already gone when the trigger resolves, so he can't choose
	// himself.
	card("Olaf - Helping Hand",
		Whenever("Second Chance", EvLeftPlay, ReturnToHand(Chosen(Chars().Yours())).Optional()))
}
