package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	emerald := Chars().Yours().Others().OfInk(Emerald)
	// Only the active player challenges (4.6.1): a character of yours is
	// challenged only during an opponent's turn; the challenger is the
	// event's other card.
	card("Goofy - Emerald Champion",
		WheneverAny("Even the Score", EvBanished, emerald,
			Banish(TriggerOther).Say("banish the challenging character")).During(Unless(DuringYourTurn())).InChallenge(),
		StaticOf("Provide Cover", CardsGain(emerald, Ward, 0)))
}
