package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Sing Together 7 comes from the catalogue.
	card("Beyond the Horizon", OnPlay(
		ChoosePlayers(),
		DiscardHands(TgtPickedPlayers),
		Draw(3).For(TgtPickedPlayers)))
}
