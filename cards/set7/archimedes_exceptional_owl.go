package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Chosen by an opponent as an action or an ability of theirs resolves
	// (6.1.3); an opponent choosing their own cards, or a challenge, isn't
	// choosing him for an action or ability.
	card("Archimedes - Exceptional Owl",
		Whenever("More to Learn", EvChosenByOpponent, Draw(1).Optional()))
}
