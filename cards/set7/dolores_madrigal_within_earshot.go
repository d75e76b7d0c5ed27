package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Each of your characters that sings triggers it (several with Sing
	// Together, 8.12): once per singer.
	card("Dolores Madrigal - Within Earshot",
		WheneverAny("I Hear You", EvSang, Chars().Yours(), ChosenOpponentRevealsHand()))
}
