package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Safe and Sound",
		OnPlay(Cant(CantBeChallenged, Chosen(Chars().Yours()), UntilYourNext)))
}
