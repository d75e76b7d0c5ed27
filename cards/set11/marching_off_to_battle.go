package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Any character, any player's, banished by any means this turn.
	card("Marching Off to Battle", OnPlay(Draw(2).When(BanishedThisTurn(Chars()))))
}
