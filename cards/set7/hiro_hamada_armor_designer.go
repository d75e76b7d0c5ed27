package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 5 comes from the catalogue.
	stacked := Chars().Yours().Class("Floodborn").WithCardUnder()
	card("Hiro Hamada - Armor Designer",
		StaticOf("You Can Be Way More", CardsGain(stacked, Evasive, 0), CardsGain(stacked, Ward, 0)))
}
