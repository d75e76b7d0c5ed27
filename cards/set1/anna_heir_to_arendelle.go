package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The chosen character stays exerted in its player's next Ready step
	// (3.2.1.1) only; an effect may still ready it before or after.
	card("Anna - Heir to Arendelle",
		WhenPlayed("Loving Heart",
			SkipNextReady(Chosen(Chars().Opposing())).
				Say("choose an opposing character; it doesn't ready at the start of their next turn")).
			If_(YouHave(Chars().Named("Elsa"), 1)))
}
