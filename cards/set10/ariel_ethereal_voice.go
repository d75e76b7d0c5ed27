package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ariel - Ethereal Voice",
		WheneverAny("Command Performance", EvPlayed, SongCards().Yours(), Draw(1).Optional()).
			If_(HasCardUnder()).During(DuringYourTurn()).Once())
}
