package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Prince John - Fraidy-Cat",
		WheneverAny("Help! Help!", EvPlayed, Chars().Opposing(), Deal(1, ThisCard)))
}
