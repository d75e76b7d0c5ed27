package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Alice - Growing Girl",
		StaticOf("Good Advice", CardsGain(Chars().Yours().Others(), Support, 0)),
		StaticOf("What Did I Do?", SelfGets(StatLore, 4)).If_(ThisHas(AnyCard().StrengthAtLeast(10))))
}
