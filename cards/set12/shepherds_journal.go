package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The card looked at stays on the top of the deck until the choice:
	// "top" leaves it there, "discard" moves it (not a discard from a
	// hand). "Another item card": the journal, banished as the cost
	// (4.4.3.4), is in the discard as the effect resolves and can't be
	// chosen.
	put := OneOf(1, RestOnTop().Say("place it on the top of your deck"),
		RestInDiscard().Say("put it into your discard"))
	put[0] = put[0].IfYouDo()
	card("Shepherd's Journal",
		WhenPlayed("Margin Notes",
			append([]Step{LookTop(1).Optional().Say("you may look at your deck's top card")}, put...)...),
		Activate("Key to the Puzzle", Cost{Ink: 1, BanishSelf: true},
			PutInHand(Chosen(ItemsF().Yours().Others().InZoneOf(ZoneDiscard)))))
}
