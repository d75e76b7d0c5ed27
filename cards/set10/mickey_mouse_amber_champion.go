package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	amber := Chars().Yours().Others().OfInk(Amber)
	card("Mickey Mouse - Amber Champion",
		StaticOf("Leading the Way", CardsGet(amber, StatWillpower, 2)),
		StaticOf("Friendly Chorus", SelfGains(Singer, 8)).If_(YouHave(amber, 2)))
}
