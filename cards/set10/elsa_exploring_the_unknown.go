package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Elsa - Exploring the Unknown",
		WhenPlayed("Closer Look", Draw(1).Optional()))
}
