package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Louis - Endearing Alligator",
		StaticOf("Sensitive Soul", SelfEntersExerted()),
		WhenPlayed("Friendlier Than He Looks", Gains(Reckless, 0, Chosen(Chars().Opposing()), DuringTheirNext)))
}
