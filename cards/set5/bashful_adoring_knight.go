package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The Bodyguard he gains is a static ability of a card in play: while
	// he is being played it doesn't apply, so he can't choose to enter
	// play exerted (8.3.2, docs/rules-notes.md).
	card("Bashful - Adoring Knight",
		StaticOf("Impress the Princess", SelfGains(Bodyguard, 0)).
			If_(YouHave(Chars().Yours().Named("Snow White"), 1)))
}
