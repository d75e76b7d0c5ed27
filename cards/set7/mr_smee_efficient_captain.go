package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mr. Smee - Efficient Captain",
		WheneverAny("Pipe Up the Crew", EvPlayed, ActionsF().Yours().NotClass("Song"),
			Ready(Chosen(Chars().Class("Pirate"))).Optional()))
}
