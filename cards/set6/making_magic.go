package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Making Magic",
		OnPlay(append(MoveDamageCounters(1, Chars(), Chars().Opposing()), Draw(1))...))
}
