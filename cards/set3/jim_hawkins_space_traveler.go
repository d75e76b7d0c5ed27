package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Take the Helm moves him by its own effect, for free (not the move
	// turn action, 4.7.3): see MoveThisTo.
	card("Jim Hawkins - Space Traveler",
		WhenPlayed("This Is It!", PlayForFree(LocationsF().CostAtMost(4)).Optional()),
		WheneverAny("Take the Helm", EvPlayed, LocationsF().Yours(),
			MoveThisTo(TriggerSubject).Optional().Say("this character may move to that location for free")))
}
