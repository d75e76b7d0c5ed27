package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ursula - Deceiver of All",
		Whenever("What a Deal", EvSang, PlayThatSongAgain()))
}
