package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Alma Madrigal - Heart of the Family",
		Whenever("Find a Way", EvQuested, MoveUpToDamageCounters(1, Chars().Yours(), Chars().Opposing())...))
}
