package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mama Odie - Mystical Maven",
		WheneverAny("This Going to Be Good", EvPlayed, SongCards().Yours(), TopCardIntoInkwell(true, true)...))
}
