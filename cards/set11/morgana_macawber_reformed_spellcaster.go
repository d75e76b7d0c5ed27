package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 comes from the catalogue. One counter leaves each other
	// character in play, either player's, Morgana included (1.9.2.4).
	card("Morgana Macawber - Reformed Spellcaster",
		WhenPlayed("Just for You", MoveDamageFromEach(1, Chars(), Chars().Opposing()).Optional()))
}
