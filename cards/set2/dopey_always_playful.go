package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Applied to the Seven Dwarfs in play as it resolves (6.4.2.2).
	card("Dopey - Always Playful",
		Whenever("Odd One Out", EvBanished,
			Gets(StatStrength, 2, Each(Chars().Yours().Others().Class("Seven Dwarfs")), UntilYourNext)))
}
