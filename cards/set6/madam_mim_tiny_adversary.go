package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Madam Mim - Tiny Adversary",
		StaticOf("Zim Zabberim Bim", CardsGain(Chars().Yours().Others(), Challenger, 1)))
}
