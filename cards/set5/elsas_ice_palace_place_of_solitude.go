package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Any exerted character, yours too; the effect lasts while this
	// location stays in play (6.4.2.2) and ends with the character leaving
	// play (7.1.6).
	card("Elsa's Ice Palace - Place of Solitude",
		WhenPlayed("Eternal Winter", Cant(CantReadyAtStart, Chosen(Chars().IsExerted()), WhileThisInPlay)))
}
