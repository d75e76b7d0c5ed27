package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Exerted characters of every player count (6.1.8). "For each opposing
	// player" is one optional choice among each opponent's characters
	// (6.7.6); Ward protects (8.15.1).
	card("Eeyore - In the Way",
		PayLessForThisForEach("Thanks for Noticin' Me", 1, Chars().IsExerted(), Chars().Named("Eeyore")),
		WhenPlayed("Sorry About That", EachOpponent(0,
			SkipNextReady(Chosen(Chars().Theirs())).Optional().
				Say("for each opposing player, you may choose one of their characters; it can't ready at the start of its player's next turn"))...))
}
