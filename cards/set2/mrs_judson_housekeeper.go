package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mrs. Judson - Housekeeper",
		WheneverAny("Tidy Up", EvPlayed, Chars().Yours().Class("Floodborn"), TopCardIntoInkwell(true, true)...))
}
