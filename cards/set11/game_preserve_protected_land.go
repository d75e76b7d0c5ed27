package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 8.6.1: an Evasive location can be challenged only by Evasive characters.
	card("Game Preserve - Protected Land",
		StaticOf("Easy to Miss", SelfGains(Evasive, 0)).If_(YouHave(Chars().AtThisLocation().WithKeyword(Evasive), 1)))
}
