package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The characters damaged as the ability resolves gain it; one damaged
	// later doesn't (6.4.2.2).
	card("Basil - Secret Informer",
		Whenever("Draw Them Out", EvQuested, Gains(Reckless, 0, Each(Chars().Opposing().IsDamaged()), DuringTheirNext)))
}
