package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Chip - Ranger Leader",
		StaticOf("The Value of Friendship", SelfGains(Support, 0)).If_(YouHave(Chars().Named("Dale"), 1)))
}
