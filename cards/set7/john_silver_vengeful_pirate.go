package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Resist +1 comes from the catalogue.
	card("John Silver - Vengeful Pirate",
		PayLessForThis("Drawn to a Fight", 2, DamagedThisTurn(Chars().Opposing()), Chars().Named("John Silver")),
		WheneverAny("I Ain't Gone Soft!", EvPlayed, ActionsF().Yours().NotClass("Song"),
			Deal(1, Chosen(Chars())).Optional()))
}
