package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Any Puppy of yours, Pepper herself included (a leaves-play trigger,
	// 6.2.3): the card is put from the discard, if it is still there.
	card("Pepper - Quick-Thinking Puppy",
		WheneverAny("In the Nick of Time", EvBanished, Chars().Yours().Class("Puppy"),
			ToInkwell(TriggerSubject, true).Optional().Say("you may put that card facedown and exerted into your inkwell")))
}
