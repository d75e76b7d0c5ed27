package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "You may pay 1 {I} and banish this item to [B]" (6.1.5.1): both parts
	// are the [A]; without the ink nothing is banished and no damage dealt.
	card("The Robot Queen",
		WheneverAny("Major Malfunction", EvPlayed, Chars().Yours(),
			PayInk(1).Optional().Say("you may pay 1 ink"),
			Banish(ThisCard).IfYouDo().Say("if you do, banish this item"),
			Deal(2, Chosen(Chars())).IfYouDo().Say("if you do, deal 2 damage to a chosen character")))
}
