package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "challenges another character": not when he challenges a location.
	card("Goofy - Super Goof",
		Whenever("Super Peanut Powers", EvChallenges, GainLore(2)).WithOther(Chars()))
}
