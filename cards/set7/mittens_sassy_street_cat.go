package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mittens - Sassy Street Cat",
		WheneverYouInk("No Thanks Necessary",
			Gets(StatLore, 1, Each(Chars().Yours().Others().WithKeyword(Bodyguard)), ThisTurn)).
			During(DuringYourTurn()).Once())
}
