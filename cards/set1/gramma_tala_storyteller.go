package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gramma Tala - Storyteller",
		Whenever("I Will Be With You", EvBanished, ToInkwell(ThisCard, true).Optional()))
}
