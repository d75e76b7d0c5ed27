package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Scrooge McDuck - Ebenezer Scrooge",
		// 6.1.8: the cards drawn are the lore actually lost, counted once.
		Whenever("Payment Due", EvQuested, EachOpponentLoses(1), Draw(1).ForEachThisWay().Say("draw 1 card per lore point the opponents lost")),
		// 6.2.4: checked as the ability resolves.
		AtEndOfYourTurn("Foreclosure", GainLore(1)).If_(OpponentHasLoreAtMost(0)))
}
