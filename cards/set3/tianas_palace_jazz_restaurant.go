package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Every character at this location, yours and opposing (4.7).
	card("Tiana's Palace - Jazz Restaurant",
		StaticOf("Night Out", CardsCant(Chars().AtThisLocation(), CantBeChallenged)))
}
