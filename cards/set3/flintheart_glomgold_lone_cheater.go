package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Flintheart Glomgold - Lone Cheater",
		StaticOf("They'll Never See It Coming!", SelfGains(Evasive, 0)).If_(DuringYourTurn()))
}
