package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// One ability with two triggers (6.2.6).
	card("Julieta Madrigal - Caring Baker",
		WhenPlayed("Restoring Recipe", RemoveUpTo(1, Chosen(CharsOrLocations())).Optional()).
			AndWhenever(EvQuested))
}
