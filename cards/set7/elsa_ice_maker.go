package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 comes from the catalogue. "If you do and you have a character
	// named Anna in play": both checked as the second step resolves (6.1.5.1,
	// 6.2.4); declined, nothing happens.
	card("Elsa - Ice Maker",
		Whenever("Winter Wall", EvQuested,
			Exert(Chosen(Chars())).Optional(),
			SkipNextReady(Them(0)).IfYouDo().When(YouHave(Chars().Named("Anna"), 1)).
				Say("if you do and you have a character named Anna in play, the chosen character skips readying at the start of their next turn")))
}
