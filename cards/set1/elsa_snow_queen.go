package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Elsa - Snow Queen", Activate("Freeze", Cost{Exert: true}, Exert(Chosen(Chars().Opposing()))))
}
