package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The opponent first chooses 3 of their characters (as many as they
	// have, up to 3; 1.2.3), then splits those cards between the places in
	// the printed order: one for the hand, one for the bottom of the deck,
	// and the top gets the rest (spec decision rules 2 and 3). Their own
	// Ward doesn't stop them (8.15.1).
	theirs := Chars().Theirs()
	card("The Family Scattered",
		OnPlay(
			Choose(NChosen(3, theirs)).ChosenByOpponent().
				Say("an opponent you choose picks 3 characters of their own"),
			ReturnToHand(Chosen(theirs.AmongChosenIn(0))).ChosenByOpponent().
				Say("they return one of those to their hand"),
			ToBottom(Chosen(theirs.AmongChosenIn(0))).ChosenByOpponent().
				Say("they put another of those on the bottom of their deck"),
			ToTop(Them(0)).Say("and the last of those on the top of their deck")))
}
