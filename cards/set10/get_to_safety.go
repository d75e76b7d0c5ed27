package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The location is played during the action's resolution (6.7.8): its
	// "whenever you play a location" triggers wait in the bag, and the
	// draw checks for Sleepy Hollow after it is in play.
	card("Get to Safety!", OnPlay(
		PlayForFree(LocationsF().CostAtMost(3).InZoneOf(ZoneDiscard)),
		Draw(1).When(YouHave(LocationsF().Yours().Named("Sleepy Hollow"), 1)).
			Say("draw a card if you have a location named Sleepy Hollow in play")))
}
