package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "2 or more characters of yours": this character counts too.
	card("The Coachman - Greedy Deceiver",
		StaticOf("Wild Ride", SelfGets(StatStrength, 2), SelfGains(Evasive, 0)).If_(YouHave(Chars().Yours().IsExerted(), 2)))
}
