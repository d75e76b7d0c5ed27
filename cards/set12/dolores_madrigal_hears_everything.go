package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Looking changes nothing in the game: the controller alone knows the
	// cards afterwards (6.1.14 is about revealing to all players).
	card("Dolores Madrigal - Hears Everything",
		WhenPlayed("No Secrets", LookAtChosenOpponentsHand()))
}
