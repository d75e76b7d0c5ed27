package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Fairy Godmother - Pure Heart",
		WheneverAny("Just Leave It to Me", EvPlayed, Chars().Yours().Named("Cinderella"),
			Exert(Chosen(Chars())).Optional()))
}
