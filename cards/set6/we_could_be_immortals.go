package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Applied to the Inventors in play as it resolves (6.4.2.2); the song
	// itself then goes into the inkwell instead of the discard.
	card("We Could Be Immortals",
		OnPlay(Gains(Resist, 6, Each(Chars().Yours().Class("Inventor")), ThisTurn),
			ToInkwell(ThisCard, true).Say("put this card facedown and exerted into your inkwell")))
}
