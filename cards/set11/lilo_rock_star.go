package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 comes from the catalogue.
	card("Lilo - Rock Star",
		Whenever("I'll Count You In", EvQuested,
			PlayForFree(Chars().CostAtMost(2).InZoneOf(ZoneDiscard)).Optional().
				Say("you may play a character card that costs 2 or less from your discard for free")))
}
