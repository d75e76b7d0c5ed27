package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.2.4: whether he was played with Shift is checked as it resolves.
	card("Stitch - Alien Buccaneer",
		WhenPlayed("Ready for Action",
			ToTop(Chosen(ActionsF().InZoneOf(ZoneDiscard).Yours())).Optional().
				Say("you may take an action card from your discard and put it on the top of your deck")).
			If_(UsedShift()))
}
