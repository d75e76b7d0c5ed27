package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Raksha - Fearless Mother", StaticOf("On Patrol", OnceMoveThisForLess(1)))
}
