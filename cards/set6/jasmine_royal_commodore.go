package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.2.4: whether she was played with Shift is checked as it resolves.
	card("Jasmine - Royal Commodore",
		WhenPlayed("Ruler of the Seas",
			ReturnToHand(Each(Chars().Others().IsExerted())).Say("return every other exerted character to its player's hand")).
			If_(UsedShift()))
}
