package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Signed Contract",
		WheneverAny("Fine Print", EvPlayed, SongCards().Opposing(), Draw(1).Optional()))
}
