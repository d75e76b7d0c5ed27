package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 5 comes from the catalogue. The "if" is checked as the ability
	// resolves (6.2.4), before the "may": nothing is asked when no opponent
	// has more cards in hand.
	card("Clarabelle - Light on Her Hooves",
		AtEndOfYourTurn("Keep in Step", DrawUntilSameAsChosenOpponent().Optional()).If_(OpponentHasMoreInHand()))
}
