package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Choose one" (6.1.5.2). The first option is "[A] to [B]" (6.1.5.1):
	// with no Pull the Lever! in the discard it can't be chosen; the card
	// put on the bottom is picked from its player's own discard.
	card("Wrong Lever!",
		OnPlay(ChooseOne(0,
			[]Step{
				ToBottom(Chosen(AnyCard().Named("Pull the Lever!").Yours().InZoneOf(ZoneDiscard))).
					Say("put a card named Pull the Lever! from your discard on the bottom of your deck"),
				ToBottom(Chosen(Chars())).IfYouDo().Say("if you do, put a chosen character on the bottom of their player's deck"),
			},
			[]Step{ReturnToHand(Chosen(Chars()))})...))
}
