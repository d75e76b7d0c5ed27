package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Applies only while the condition holds (6.1.13.5).
	card("Noi - Orphaned Thief",
		StaticOf("Hide and Seek", SelfGains(Resist, 1), SelfGains(Ward, 0)).If_(YouHave(ItemsF(), 1)))
}
