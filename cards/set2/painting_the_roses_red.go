package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Up to 2 chosen": two different characters, or fewer (6.1.3).
	card("Painting the Roses Red", OnPlay(
		Gets(StatStrength, -1, UpToChosen(2, Chars()), ThisTurn),
		Draw(1)))
}
