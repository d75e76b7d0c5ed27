package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 4.4.3: the banished character is part of the cost; then the top
	// card goes under a card of yours with Boost (8.4.1, 5.1.1.7).
	card("Lonely Grave",
		Activate("Haunting Presence", Cost{Exert: true, BanishOne: BanishOneOfYour(Chars())},
			PutTopCardUnder(Chosen(CharsOrLocations().Yours().WithKeyword(Boost)))))
}
