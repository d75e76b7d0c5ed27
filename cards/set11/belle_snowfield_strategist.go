package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "That card": the banished card, followed to the discard (7.1.6); Belle
	// herself counts too, seeing her own banishment (7.4.3).
	card("Belle - Snowfield Strategist",
		WheneverAny("Winter Stockpile", EvBanished, Chars().Yours(),
			ToInkwell(TriggerSubject, true).Optional().
				Say("you may put that card from your discard facedown and exerted into your inkwell")))
}
