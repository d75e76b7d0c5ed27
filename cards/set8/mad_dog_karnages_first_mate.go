package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mad Dog - Karnage's First Mate",
		PayLessForThis("Are You Sure This Is Safe, Captain?", 1, YouHave(Chars().Named("Don Karnage"), 1), Chars().Named("Mad Dog")))
}
