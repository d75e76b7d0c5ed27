package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Captain Hook - Captain of the Jolly Roger",
		WhenPlayed("Double the Powder!",
			ReturnToHand(Chosen(ActionsF().Named("Fire the Cannons!").InZoneOf(ZoneDiscard).Yours())).Optional().
				Say("you may return an action card named Fire the Cannons! to your hand from your discard")))
}
