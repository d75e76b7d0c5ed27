package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.3: any player may be chosen, the controller included; the hand is
	// shown to all players until the effect ends (6.1.14).
	card("Copper - Hound Pup",
		WhenPlayed("Found Ya", ChosenPlayer(ChosenOpponentRevealsHand()).Say("the chosen player shows their hand to every player")))
}
