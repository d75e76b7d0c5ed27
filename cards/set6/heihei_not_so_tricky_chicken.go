package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Heihei - Not-So-Tricky Chicken",
		WhenPlayed("Eat Anything", Exert(Chosen(ItemsF().Opposing())), SkipNextReady(Them(0))),
		StaticOf("Out to Lunch", SelfGains(Evasive, 0)).If_(DuringYourTurn()))
}
