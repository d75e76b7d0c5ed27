package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Little John - Impermanent Outlaw",
		Whenever("Ready to Rassle", EvPutUnder, Ready(ThisCard)))
}
