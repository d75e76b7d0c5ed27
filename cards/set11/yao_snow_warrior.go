package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.4.4.2: a conditional static ability, "during opponents' turns".
	card("Yao - Snow Warrior",
		StaticOf("Ooh, I'm Scared", SelfGains(Resist, 2)).If_(Unless(DuringYourTurn())))
}
