package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The "if" is checked as the ability resolves (6.2.4); the lore gained
	// is the lore the opponents actually lost (none where they can't lose
	// lore, 1.11.3).
	card("The Sword Released",
		AtStartOfYourTurn("Power Appointed",
			EachOpponentLoses(1),
			GainLore(1).ForEachThisWay().Say("you gain as much lore as they lost")).
			If_(HaveCharacterWithMostOf(StatStrength)))
}
