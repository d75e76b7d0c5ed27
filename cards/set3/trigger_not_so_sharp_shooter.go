package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Trigger - Not-So-Sharp Shooter",
		StaticOf("Old Betsy", CardsGet(Chars().Yours().Named("Nutsy"), StatLore, 1)))
}
