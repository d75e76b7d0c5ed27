package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ed - Hysterical Partygoer",
		StaticOf("Rowdy Guest", CantBeChallengedBy(Chars().IsDamaged())))
}
