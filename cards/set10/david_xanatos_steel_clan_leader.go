package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "You may [A] to [B]" (6.1.5.1): damage only if a card was discarded.
	card("David Xanatos - Steel Clan Leader",
		WhenPlayed("Minor Inconvenience",
			Discard(1, TgtYou).Optional(),
			Deal(2, Chosen(Chars())).IfYouDo()))
}
