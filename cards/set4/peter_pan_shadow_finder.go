package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Peter Pan - Shadow Finder",
		StaticOf("Fly, of Course!", CardsGain(Chars().Yours().Others().WithKeyword(Evasive), Rush, 0)))
}
