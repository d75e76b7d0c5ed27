package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// A Dragon character card goes into the hand and the effect repeats
	// with the next top card; the first card that isn't one goes on the top
	// or the bottom ("[A] or [B]", 6.1.5.2). An empty deck ends it (no card
	// revealed, nothing to place).
	dragon := CharacterCards().Class("Dragon").InZoneOf(ZoneDeck)
	place := OneOf(3, ToTop(Them(0)).Say("place it on the top of your deck"), ToBottom(Them(0)).Say("place it on the bottom of your deck"))
	place[0] = place[0].When(ChosenIs(0, AnyCard().InZoneOf(ZoneDeck))).Say("if not, place it on the top or the bottom of your deck")
	card("Sisu - Uniting Dragon",
		Whenever("Trust Builds Trust", EvQuested,
			append([]Step{
				RevealTop(0),
				PutInHand(Them(0)).When(ChosenIs(0, dragon)).Say("put it into your hand if it's a Dragon character card"),
				RepeatFrom(0).IfYouDo().Say("if you did, repeat this effect"),
			}, place...)...))
}
