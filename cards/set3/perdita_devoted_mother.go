package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Triggering on play and again on each quest is one
	// ability with two triggers (6.2.6).
	card("Perdita - Devoted Mother",
		WhenPlayed("Come Along, Children",
			PlayForFree(Chars().CostAtMost(2).InZoneOf(ZoneDiscard)).Optional().
				Say("you may play a character card that costs 2 or less from your discard for free")).
			AndWhenever(EvQuested))
}
