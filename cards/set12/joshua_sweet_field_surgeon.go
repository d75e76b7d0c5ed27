package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Joshua Sweet - Field Surgeon",
		Whenever("No Patience", EvChallenged, Discard(1, TgtOpponent)))
}
