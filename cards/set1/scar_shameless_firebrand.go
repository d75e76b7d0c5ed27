package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	small := Chars().Yours().CostAtMost(3)
	card("Scar - Shameless Firebrand",
		WhenPlayed("Rousing Speech",
			Ready(Each(small)).Say("ready each of your characters that costs 3 or less"),
			Cant(CantQuest, Each(small), ThisTurn).Say("they can't quest this turn")))
}
