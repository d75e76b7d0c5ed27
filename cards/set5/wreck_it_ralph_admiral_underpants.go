package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Being a Princess character card is a printed fact: the card
	// is chosen and tested while still in the discard (a card that changes
	// zones is a new card, 7.1.6), then returned; the lore and the return
	// happen in the same resolution, before any trigger of either (7.7).
	inDiscard := CharacterCardsInDiscard().Yours()
	card("Wreck-It Ralph - Admiral Underpants",
		WhenPlayed("I've Got the Coolest Friend",
			Choose(Chosen(inDiscard)).Say("choose a character card in your discard"),
			GainLore(2).When(ChosenIs(0, inDiscard.Class("Princess"))).
				Say("if it is a Princess character card, gain 2 lore"),
			PutInHand(Them(0)).Say("return it to your hand")))
}
