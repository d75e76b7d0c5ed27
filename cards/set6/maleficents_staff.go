package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// EvReturned: returned to the hand from play, seen while still in play.
	card("Maleficent's Staff",
		WheneverAny("Back, Fools!", EvReturned, AnyCard().OfType(Characters|Items|Locations).Opposing(), GainLore(1)))
}
