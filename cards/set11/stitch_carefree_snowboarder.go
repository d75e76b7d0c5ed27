package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.2.4: the "if" is checked as the trigger happens and as it resolves.
	card("Stitch - Carefree Snowboarder",
		Whenever("Bring Your Friends", EvQuested, Draw(1).Optional()).If_(YouHave(Chars().Yours().Others(), 2)))
}
