package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1) where both deal damage: every choice the damage
	// needs is made before any is dealt (6.7.2.2), in the order of the text
	// (spec rule 2), so the other character is chosen even when Resist then
	// stops [A]; the second damage only if the first was dealt (8.8.2).
	card("Scar - Heartless Hunter",
		WhenPlayed("Teeth and Ambitions", DealToDeal(0, 2, Chars().Yours(), 2, Chars().NotChosenIn(0))...))
}
