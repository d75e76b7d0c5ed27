package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Triggering on play and again as your turn starts: one
	// ability with two triggers (6.2.6), written as its two triggered halves.
	card("Namaari - Single-Minded Rival",
		WhenPlayed("Strategic Edge", Draw(1).Optional(), Discard(1, TgtYou).IfYouDo()),
		AtStartOfYourTurn("Strategic Edge", Draw(1).Optional(), Discard(1, TgtYou).IfYouDo()),
		StaticOf("Extreme Focus", SelfGetsFor(StatStrength, 1, AnyCard().Yours().InZoneOf(ZoneDiscard))))
}
