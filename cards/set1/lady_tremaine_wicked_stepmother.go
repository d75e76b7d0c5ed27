package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lady Tremaine - Wicked Stepmother",
		WhenPlayed("Do It Again!", ReturnToHand(Chosen(AnyCard().OfType(Actions).Yours().InZoneOf(ZoneDiscard))).Optional().
			Say("you may return an action card from your discard to your hand")))
}
