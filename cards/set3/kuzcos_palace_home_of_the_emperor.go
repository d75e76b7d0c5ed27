package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Challenged and banished while here": a character of the location's
	// player (4.7.1), so banished in a challenge on another player's turn
	// (4.6.1); TriggerOther is the challenging character (1.8.1.4).
	card("Kuzco's Palace - Home of the Emperor",
		WheneverAny("City Walls", EvBanished, Chars().AtThisLocation(),
			Banish(TriggerOther).Say("banish the challenging character")).
			InChallenge().During(Unless(DuringYourTurn())))
}
