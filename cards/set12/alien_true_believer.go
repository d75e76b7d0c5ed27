package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Another" card named Alien: not this card, which is in the discard
	// by the time the ability resolves.
	card("Alien - True Believer",
		StaticOf("We Are One", SelfGetsFor(StatStrength, 1, Chars().Yours().Others().Class("Toy"))),
		Whenever("He Has Been Chosen", EvBanished,
			PutInHand(Chosen(CharacterCards().Yours().Others().Named("Alien").InZoneOf(ZoneDiscard)))).
			During(DuringYourTurn()))
}
