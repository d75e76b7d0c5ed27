package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Skull Rock - Isolated Fortress",
		StaticOf("Familiar Ground", CardsGet(Chars().AtThisLocation(), StatStrength, 1)),
		// 6.2.4: the Pirate here is checked as the trigger happens and again
		// as it resolves.
		AtStartOfYourTurn("Safe Haven", GainLore(1)).If_(YouHave(Chars().Class("Pirate").AtThisLocation(), 1)))
}
