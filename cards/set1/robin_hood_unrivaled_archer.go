package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The catalogue's printing is 9/162 (cards/CATALOG_DECISIONS.md): the
	// draw is optional, its "may" asked when the "if" holds (6.1.4, 6.2.4).
	card("Robin Hood - Unrivaled Archer",
		WhenPlayed("Feed the Poor", Draw(1).Optional()).If_(OpponentHasMoreInHand()),
		StaticOf("Good Shot", SelfGains(Evasive, 0)).If_(DuringYourTurn()))
}
