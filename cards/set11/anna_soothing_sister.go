package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Unusual Transformation works only from the hand (6.1.12): Shift 0
	// onto a character of hers named Anna once a card has left any
	// player's discard this turn. Warm Heart: the card chosen in her
	// discard gives its printed lore, then goes to the bottom of her deck;
	// declining chooses none and nothing moves (docs/rules-notes.md).
	card("Anna - Soothing Sister",
		GainsShiftInHand("Unusual Transformation", 0, CardLeftDiscardThisTurn()),
		Whenever("Warm Heart", EvQuested,
			Choose(Chosen(CharacterCards().Yours().InZoneOf(ZoneDiscard))).Optional().
				Say("you may choose a character card in your discard"),
			GainLoreEqualTo(0, StatLore).IfYouDo(),
			ToBottom(Them(0)).Say("place that card at the bottom of your deck")))
}
