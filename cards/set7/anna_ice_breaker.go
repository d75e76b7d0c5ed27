package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Support comes from the catalogue.
	card("Anna - Ice Breaker",
		WhenPlayed("Winter Ambush", SkipNextReady(Chosen(Chars().Opposing()))))
}
