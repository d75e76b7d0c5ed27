package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Ward is a keyword of the catalogue. Every card put into the inkwell
	// this turn counts, by the turn action or by an effect (4.2.3.2); the
	// condition is checked as the turn ends and as it resolves (6.2.4).
	card("Ratigan - Greedy Genius",
		AtEndOfYourTurn("Time Runs Out", Banish(ThisCard)).If_(Unless(InkedThisTurn(1))))
}
