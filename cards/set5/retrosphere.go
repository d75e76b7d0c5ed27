package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Retrosphere",
		Activate("Extract of Amethyst", Cost{Ink: 2, BanishSelf: true},
			ReturnToHand(Chosen(AnyCard().OfType(Characters|Items|Locations).CostAtMost(3)))))
}
