package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 comes from the catalogue. "Your Detective characters" includes
	// Judy herself (she is a Detective).
	detectives := Chars().Yours().Class("Detective")
	card("Judy Hopps - Lead Detective",
		StaticOf("Lateral Thinking", CardsGain(detectives, Alert, 0), CardsGain(detectives, Resist, 2)).
			If_(DuringYourTurn()))
}
