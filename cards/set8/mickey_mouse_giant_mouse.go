package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Bodyguard comes from the catalogue.
	card("Mickey Mouse - Giant Mouse",
		Whenever("The Biggest Star Ever", EvBanished, Deal(5, Each(Chars().Opposing()))))
}
