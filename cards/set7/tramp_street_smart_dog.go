package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Then ... that many": as many cards as were drawn this way (6.1.8).
	card("Tramp - Street-Smart Dog",
		PayLessForThisForEach("Now It's a Party", 1, Chars().Yours(), Chars().Named("Tramp")),
		WhenPlayed("How's Pickings?",
			Draw(1).Times(Chars().Yours().Others()).Optional(),
			Discard(1, TgtYou).ForEachThisWay().IfYouDo()))
}
