package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hades - King of Olympus",
		StaticOf("Sinister Plot", SelfGetsFor(StatLore, 1, Chars().Yours().Others().Class("Villain"))))
}
