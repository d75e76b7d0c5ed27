package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Tinker Bell - Giant Fairy",
		WhenPlayed("Rock the Boat", Deal(1, Each(Chars().Opposing()))),
		Whenever("Puny Pirate!", EvBanishedOther, Deal(2, Chosen(Chars().Opposing())).Optional()).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()),
	)
}
