package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Fates - Only One Eye",
		WhenPlayed("All Will Be Seen", LookAtTopOfEachOpponentsDeck()))
}
