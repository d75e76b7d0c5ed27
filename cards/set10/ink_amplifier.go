package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The opponent's Draw step card is their first (3.2.3.1), so the
	// second is one drawn by an effect that turn.
	card("Ink Amplifier",
		WheneverAny("Energy Capture", EvDrawn, AnyCard().Opposing(), TopCardIntoInkwell(true, true)...).
			During(DrewNthOnTheirTurn(2)))
}
