package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "this card": the banished card, now in the discard (7.1.6), is the
	// trigger's subject followed to its new zone.
	card("Rufus - Orphanage Cat",
		Whenever("Too Old to Be Chasing Mice", EvBanished,
			ToInkwell(TriggerSubject, true).Optional().Say("you may put this card facedown and exerted into your inkwell")))
}
