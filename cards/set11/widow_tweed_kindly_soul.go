package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The returned card is a new object in the hand (7.1.6), kept in the
	// slot by KeepsMoved; "named Tod" is read there, and only that card
	// may be played (not another Tod in the hand).
	card("Widow Tweed - Kindly Soul",
		WhenPlayed("I've Got You",
			Choose(Chosen(CharacterCardsInDiscard().Yours())).Say("choose a character card in your discard"),
			PutInHand(Them(0)).KeepsMoved().Say("return it to your hand"),
			MayPlayFromHandForFree(0, CharacterCards().Named("Tod"))))
}
