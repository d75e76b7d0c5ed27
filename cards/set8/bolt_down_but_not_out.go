package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.7.9: however he is played (Shift included).
	card("Bolt - Down but Not Out",
		StaticOf("None of Your Powers Are Working", SelfEntersExerted()))
}
