package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Naveen's Ukulele",
		Activate("Make It Sing", Cost{Ink: 1, BanishSelf: true},
			CountsAsMoreToSing(3, Chosen(Chars()), ThisTurn)))
}
