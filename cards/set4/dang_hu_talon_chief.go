package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Dang Hu - Talon Chief",
		StaticOf("You Better Talk Fast", CardsGain(Chars().Yours().Others().Class("Villain"), Support, 0)))
}
