package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The chosen character is an opponent's: the restriction lasts until the
	// start of the controller's next turn, so it covers that opponent's next
	// Ready step (3.2.1.1).
	card("Anna - Heir to Arendelle",
		WhenPlayed("Loving Heart",
			Cant(CantReady, Chosen(Chars().Opposing()), UntilYourNext).
				Say("a chosen opposing character skips readying in its player's next Ready step")).
			If_(YouHave(Chars().Named("Elsa"), 1)))
}
