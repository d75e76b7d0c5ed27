package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.5: a replacement effect; the damage becomes counters on Beast.
	card("Beast - Selfless Protector",
		StaticOf("Shield Another", TakesDamageFor(Chars().Yours().Others())))
}
