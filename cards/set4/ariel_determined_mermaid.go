package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The "may" covers the whole sentence: no draw, no discard (6.1.4).
	card("Ariel - Determined Mermaid",
		WheneverAny("I Want More", EvPlayed, SongCards().Yours(),
			Draw(1).Optional(),
			Discard(1, TgtYou).IfYouDo().Say("choose and discard a card")))
}
