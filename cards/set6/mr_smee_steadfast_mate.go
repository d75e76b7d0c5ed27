package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mr. Smee - Steadfast Mate",
		StaticOf("Good Catch", SelfGains(Evasive, 0)).If_(DuringYourTurn()))
}
