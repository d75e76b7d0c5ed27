package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Singer 4 comes from the catalogue (Song, cost 4). One "may" (6.1.4)
	// covers both choices: up to one card of each type is revealed and
	// taken (6.1.14); the rest go to the bottom.
	card("Might Solve a Mystery", OnPlay(append(append([]Step{LookTop(4)},
		MayDo(1, TakeFromLook(1, CharacterCards()), TakeFromLook(1, ItemsF()))...),
		RestOnBottom())...))
}
