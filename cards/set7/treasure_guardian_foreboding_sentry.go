package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.2.4: the Illusion character is checked as the ability resolves.
	card("Treasure Guardian - Foreboding Sentry",
		WhenPlayed("Untold Treasure", Draw(1).Optional()).If_(YouHave(Chars().Class("Illusion"), 1)))
}
