package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Megara - Part of the Plan",
		StaticOf("Contentious Alliance", SelfGains(Challenger, 2)).If_(YouHave(Chars().Named("Hades"), 1)))
}
