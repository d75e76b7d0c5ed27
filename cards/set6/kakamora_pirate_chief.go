package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "You may [draw a card, then choose and discard a card to deal
	// damage]": the "may" covers the whole sentence (6.1.4); the discard is
	// [A] of "[A] to [B]" (6.1.5.1), so without it nothing is chosen and no
	// damage is dealt. The discarded card (slot 0) decides 3 damage or 1.
	pirate := CharacterCards().Class("Pirate").InZoneOf(ZoneDiscard)
	card("Kakamora - Pirate Chief",
		Whenever("Head Coconut", EvQuested,
			Draw(1).Optional(),
			Discard(1, TgtYou).KeepsDiscarded().IfYouDo().Say("choose and discard a card"),
			Choose(Chosen(CharsOrLocations())).IfYouDo().Say("if you do, choose a character or location"),
			Deal(3, Them(1)).When(ChosenIs(0, pirate)).Say("if you discarded a Pirate character card, deal 3 damage to it"),
			Deal(1, Them(1)).When(Unless(ChosenIs(0, pirate))).Say("otherwise deal 1 damage to it")))
}
