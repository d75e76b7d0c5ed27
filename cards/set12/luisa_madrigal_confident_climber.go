package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Luisa Madrigal - Confident Climber",
		Activate("I Can Take It", Cost{Ink: 1},
			append(MoveUpToDamageToThis(1, Chars().Yours()),
				MoveAllDamageFromThisIf(HasDamageAtLeast(3), Chars().Opposing()))...))
}
