package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Genie - Main Attraction",
		StaticOf("Phenomenal Showman", CardsCant(Chars().Opposing(), CantReadyAtStart)).If_(SourceExerted()))
}
