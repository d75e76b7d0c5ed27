package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Toby Turtle - Wary Friend",
		StaticOf("Hard Shell", SelfGains(Resist, 1)).If_(SourceExerted()))
}
