package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Either player's character with Evasive, printed or granted, as the
	// choice is made (6.1.3).
	card("The Horseman Strikes!",
		OnPlay(Draw(1), Banish(Chosen(Chars().WithKeyword(Evasive))).Optional()))
}
