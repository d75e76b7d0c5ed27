package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Any" Robot character banished, whichever player's (6.2.1).
	card("Syndrome's Remote",
		Activate("Zero-Point Energy", Cost{Exert: true, Ink: 2}, Cant(CantChallenge, Chosen(Chars()), DuringTheirNext)),
		WheneverAny("Learn from Their Losses", EvBanished, Chars().Class("Robot"),
			Banish(ThisCard).Optional().Say("you may banish this item"),
			DiscardHands(TgtYou).IfYouDo().Say("if you do, discard your hand"),
			Draw(2).IfYouDo().Say("draw 2 cards")))
}
