package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gizmosuit",
		Activate("Cybernetic Armor", Cost{BanishSelf: true}, Gains(Resist, 2, Chosen(Chars()), UntilYourNext)))
}
