package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lady Tremaine - Wicked Stepmother",
		WhenPlayed("Do It Again!", ReturnToHand(Chosen(AnyCard().OfType(Actions).Yours().InZoneOf(ZoneDiscard))).Optional().
			Say("you may return an action card to your hand from your discard")))
}
