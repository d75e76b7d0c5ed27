package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lyle Tiberius Rourke - Crystallized Commander",
		WhenPlayed("Plan's Changed", TopIntoDiscard(2),
			PutInHand(Chosen(ActionsF().Yours().CostAtMost(4).InZoneOf(ZoneDiscard))).Optional()))
}
