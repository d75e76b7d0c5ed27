package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 comes from the catalogue. "One of your characters" includes
	// Tramp himself (his banishment is seen as he leaves play, 6.2.3).
	card("Tramp - Dapper Rascal",
		WheneverAny("Play It Cool", EvBanished, Chars().Yours(), Draw(1).Optional()).
			During(Unless(DuringYourTurn())))
}
