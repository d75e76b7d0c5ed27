package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Robin Hood - Unrivaled Archer",
		WhenPlayed("Feed the Poor", Draw(1)).If_(OpponentHasMoreInHand()),
		StaticOf("Good Shot", SelfGains(Evasive, 0)).If_(DuringYourTurn()))
}
