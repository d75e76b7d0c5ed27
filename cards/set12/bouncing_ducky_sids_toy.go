package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	toys := CharacterCards().Yours().Class("Toy").InZoneOf(ZoneDiscard)
	card("Bouncing Ducky - Sid's Toy",
		PayLessForThisForEach("Rejected Toys", 1, toys, Chars().Named("Bouncing Ducky")),
		WhenPlayed("Repurposed", AllToBottomInAnyOrder(toys)))
}
