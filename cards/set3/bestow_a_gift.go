package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Bestow a Gift", OnPlay(MoveDamageCounters(1, Chars(), Chars().Opposing())...))
}
