package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("King Candy - Royal Racer",
		WheneverAny("Sweet Revenge", EvBanished, Chars().Yours().Others().Class("Racer"), EachOpponentChooses(0,
			Banish(Chosen(Chars())).Say("each opponent picks one of their characters and banishes it"))...))
}
