package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1) where both deal damage: both characters are
	// chosen before any damage (6.7.2.2), in the order of the text; the
	// second damage only if the first was dealt (8.8.2).
	card("Teeth and Ambitions", OnPlay(DealToDeal(0, 2, Chars().Yours(), 2, Chars().NotChosenIn(0))...))
}
