package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue. Checked as each card enters play
	// (6.7.9): a card that gains Rush later stays as it is.
	card("Jiminy Cricket - Level-Headed and Wise",
		StaticOf("Enough's Enough", CardsEnterPlayExerted(Chars().Opposing().WithKeyword(Rush))).If_(SourceExerted()))
}
