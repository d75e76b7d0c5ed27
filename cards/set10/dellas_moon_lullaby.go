package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Della's Moon Lullaby",
		OnPlay(Gets(StatStrength, -2, Chosen(Chars().Opposing()), UntilYourNext), Draw(1)))
}
