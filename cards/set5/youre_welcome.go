package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "That player": the player of the shuffled card, known after it left
	// play (6.1.5.1 Example C, 7.1.6).
	card("You're Welcome",
		OnPlay(
			ShuffleIntoDeck(Chosen(AnyCard().OfType(Characters|Items|Locations))),
			ItsPlayerDraws(0, 2).IfYouDo()))
}
