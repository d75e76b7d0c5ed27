package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Rush comes from the catalogue.
	card("Dash Parr - Lava Runner",
		StaticOf("Record Time", SelfCanQuestTheTurnPlayed()))
}
