package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Elisa Maza - Intrepid Investigator",
		StaticOf("Special Detail", SelfGets(StatLore, 2)).If_(YouHave(Chars().Yours().Others().StrengthAtLeast(5), 2)))
}
