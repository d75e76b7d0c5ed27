package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("David Xanatos - Charismatic Leader",
		WheneverAny("Learn from Everything", EvBanished, Chars().Yours(), Draw(1)).During(DuringYourTurn()),
		Whenever("What Are You Waiting For?", EvQuested, Gains(Rush, 0, Chosen(Chars()), ThisTurn)))
}
