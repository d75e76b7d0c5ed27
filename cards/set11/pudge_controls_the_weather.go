package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.4.4.3: a conditional free play from the hand (6.1.12).
	card("Pudge - Controls the Weather",
		PlayThisForFreeIf("Good Friend", YouHave(Chars().Yours().Named("Lilo"), 1)))
}
