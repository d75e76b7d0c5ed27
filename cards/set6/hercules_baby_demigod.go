package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hercules - Baby Demigod",
		Activate("Strong Like His Dad", Cost{Ink: 3}, Deal(1, Chosen(Chars().IsDamaged()))))
}
