package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Bodyguard comes from the catalogue.
	card("Kristoff - Reindeer Keeper",
		PayLessForThisForEach("Song of the Herd", 1, SongCards().InZoneOf(ZoneDiscard).Yours(), Chars().Named("Kristoff")))
}
