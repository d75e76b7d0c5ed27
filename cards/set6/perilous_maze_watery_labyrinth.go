package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Perilous Maze - Watery Labyrinth",
		WheneverAny("Lost in the Waves", EvChallenged, Chars().AtThisLocation(), Discard(1, TgtEachOpponent)))
}
