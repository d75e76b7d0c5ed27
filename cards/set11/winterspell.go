package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Winterspell", OnPlay(
		Cant(CantBeChallenged, Chosen(LocationsF().Yours()), UntilYourNext),
		Draw(1)))
}
