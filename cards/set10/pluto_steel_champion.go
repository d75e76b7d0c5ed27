package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	steel := Chars().Yours().Others().OfInk(Steel)
	card("Pluto - Steel Champion",
		WheneverAny("Winner Take All", EvBanishedOther, steel, GainLore(2)).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()),
		WheneverAny("Make Room", EvPlayed, steel, Banish(Chosen(ItemsF())).Optional()))
}
