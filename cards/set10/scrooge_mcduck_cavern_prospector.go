package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Scrooge McDuck - Cavern Prospector",
		WheneverAny("Speculation", EvPlayed, CharsOrLocations().Yours().WithKeyword(Boost),
			PutTopCardUnder(TriggerSubject).Optional()))
}
