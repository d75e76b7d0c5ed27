package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Both cards go in facedown and ready (4.2.3.2). "That player" is the
	// player of the character put into the inkwell (7.1.6).
	card("Sudden Scare", OnPlay(
		ToInkwell(Chosen(Chars().Opposing()), false),
		ItsPlayerInksTop(0, 1, false)))
}
