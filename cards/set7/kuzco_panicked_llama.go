package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue. Each player discards in turn
	// order, the active player first (6.7.6).
	card("Kuzco - Panicked Llama",
		AtStartOfYourTurn("We Can Figure This Out", ChooseOne(0,
			[]Step{EachPlayerDraws(1).Say("each player draws a card")},
			[]Step{Discard(1, TgtEachPlayer).Say("each player picks a card from their hand and discards it")})...))
}
