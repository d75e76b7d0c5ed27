package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.4.4.2: "If [condition], [effect]" on a static ability; any
	// character, either player's, banished by any means this turn.
	card("Mother Gothel - Underhanded Schemer",
		StaticOf("Somebody's Got to Use It", SelfGets(StatStrength, 2)).If_(BanishedThisTurn(Chars())))
}
