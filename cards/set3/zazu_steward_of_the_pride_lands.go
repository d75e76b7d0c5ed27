package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Zazu - Steward of the Pride Lands",
		StaticOf("It's Time to Go!", SelfGets(StatLore, 1)).If_(AtALocation()))
}
