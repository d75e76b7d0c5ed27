package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Kanga - Nurturing Mother",
		Whenever("Safe and Sound", EvQuested, Cant(CantBeChallenged, Chosen(Chars().Yours().Others()), UntilYourNext)))
}
