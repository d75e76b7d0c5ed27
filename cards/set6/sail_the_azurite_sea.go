package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Sail the Azurite Sea", OnPlay(InkAnAdditionalCardThisTurn(), Draw(1)))
}
