package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Singer 5 comes from the catalogue.
	card("Max Goof - Rockin' Teen",
		StaticOf("I Just Wanna Stay Home", SelfCant(CantMove)))
}
