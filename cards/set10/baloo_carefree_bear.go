package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 3 comes from the catalogue. Each player discards in turn order,
	// the active player first (6.7.6).
	card("Baloo - Carefree Bear",
		WhenPlayed("Roll with It", ChooseOne(0,
			[]Step{EachPlayerDraws(1).Say("each player draws a card")},
			[]Step{Discard(1, TgtEachPlayer).Say("each player picks a card from their hand and discards it")})...))
}
