package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Rapunzel's Tower - Secluded Prison",
		StaticOf("Safe and Sound", CardsGet(Chars().AtThisLocation(), StatWillpower, 3)))
}
