package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Piglet - Pooh Pirate Captain",
		StaticOf("And I'm the Captain!", SelfGets(StatLore, 2)).If_(YouHave(Chars().Others(), 2)))
}
