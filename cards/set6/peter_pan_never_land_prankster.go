package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Each opponent is judged on their own: one whose character challenged
	// this turn gains lore again for the rest of the turn.
	card("Peter Pan - Never Land Prankster",
		StaticOf("Look Innocent", SelfEntersExerted()),
		StaticOf("Can't Take a Joke?", OpponentsCantGainLoreUnlessTheyChallenged()).If_(SourceExerted()))
}
