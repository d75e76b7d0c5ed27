package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Boost 1 comes from the catalogue (8.4.1).
	card("Donald Duck - Fred Honeywell",
		WheneverAny("Spirit of Giving", EvBoosted, Chars().Yours(),
			PutTopCardUnder(TriggerSubject).Optional().Say("you may place your deck's top card facedown beneath that character")),
		// 6.7.7: the cards that were under the banished character as it left.
		WheneverAny("Well Wishes", EvBanished, Chars().Yours().Others(),
			Draw(1).ForEachCardUnderSubject().Optional()).During(Unless(DuringYourTurn())))
}
