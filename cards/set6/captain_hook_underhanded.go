package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Captain Hook - Underhanded",
		StaticOf("Inspires Dread", CardsCant(Chars().Opposing().Class("Pirate"), CantQuest)).If_(SourceExerted()),
		Whenever("Upper Hand", EvChallenged, Draw(1)))
}
