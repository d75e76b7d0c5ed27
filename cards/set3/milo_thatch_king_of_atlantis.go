package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 comes from the catalogue. Not a choice: Ward does not stop it.
	card("Milo Thatch - King of Atlantis",
		Whenever("Take Them by Surprise", EvBanished,
			ReturnToHand(Each(Chars().Opposing())).Say("return every opposing character to its player's hand")))
}
