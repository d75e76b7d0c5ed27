package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Helga Sinclair - No Backup Needed",
		PayLessForThis("Crisis Management", 2, DiscardedThisTurn(2), Chars().Named("Helga Sinclair")))
}
