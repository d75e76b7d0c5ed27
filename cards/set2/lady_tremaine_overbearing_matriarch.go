package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lady Tremaine - Overbearing Matriarch",
		WhenPlayed("Not for You", EachOpponentWithMoreLoreLoses(1)))
}
