package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Scrooge McDuck - On the Right Track",
		WhenPlayed("Fabulous Wealth", Gets(StatLore, 1, Chosen(Chars().WithCardUnder()), ThisTurn)))
}
