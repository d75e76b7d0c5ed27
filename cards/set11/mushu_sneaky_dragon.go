package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mushu - Sneaky Dragon",
		WhenPlayed("Snowy Surprise", Deal(2, Chosen(Chars()))))
}
