package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Clarabelle - News Reporter",
		StaticOf("Breaking Story", CardsGet(Chars().Yours().Others().WithKeyword(Support), StatStrength, 1)))
}
