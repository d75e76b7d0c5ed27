package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Singer 4 comes from the catalogue (Song, cost 4). The "may" first
	// (6.1.4), then one choice of a set (6.7.3): at most one character card
	// and at most one item card, revealed and taken (6.1.14); the rest go
	// to the bottom.
	card("Might Solve a Mystery", OnPlay(
		LookTop(4),
		TakeOneOfEachFromLook(CharacterCards(), ItemsF()),
		RestOnBottom()))
}
