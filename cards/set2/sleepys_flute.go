package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The condition is checked as the effect resolves, not in the cost:
	// the item can be exerted whether or not a song was played.
	card("Sleepy's Flute",
		Activate("A Silly Song", Cost{Exert: true}, GainLore(1).When(YouPlayedThisTurn(SongCards()))))
}
