package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 comes from the catalogue. The Pirates are counted as the
	// ability resolves (6.1.8); "other" leaves Smee out.
	card("Mr. Smee - Captain of the Jolly Roger",
		WhenPlayed("Raise the Colors",
			Deal(1, Chosen(Chars())).Times(Chars().Yours().Others().Class("Pirate")).Optional()))
}
