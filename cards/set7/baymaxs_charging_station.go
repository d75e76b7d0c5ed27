package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// As Honey Lemon - Chemistry Whiz: only a Floodborn character of yours
	// played by Shift (8.10.1, 6.2.4).
	card("Baymax's Charging Station",
		WheneverAny("Energy Converter", EvPlayed, Chars().Yours().Class("Floodborn"), Draw(1).Optional()).If_(UsedShift()))
}
