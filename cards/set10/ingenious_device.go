package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Banished as the cost of its own ability during your turn, it triggers
	// Time Grows Short too (4.4.3.4, 6.2.3).
	card("Ingenious Device",
		Activate("Surprise Package", Cost{Exert: true, Ink: 2, BanishSelf: true},
			Draw(1), Discard(1, TgtYou)),
		Whenever("Time Grows Short", EvBanished, Deal(3, Chosen(CharsOrLocations()))).
			During(DuringYourTurn()))
}
