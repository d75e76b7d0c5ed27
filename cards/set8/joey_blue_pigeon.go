package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Up to 1" from each: asked card by card (scenario decision rule 2).
	card("Joey - Blue Pigeon",
		Whenever("I've Got Just the Thing", EvQuested,
			RemoveUpTo(1, Each(Chars().Yours().WithKeyword(Bodyguard))).Optional().
				Say("you may remove up to 1 damage from every character of yours with Bodyguard")))
}
