package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 1.2.1: the card wins over 1.8.1.1 while it is in play; an opponent
	// already at 20 or more wins at the first game state check after it
	// leaves play (1.8.1).
	card("Donald Duck - Flustered Sorcerer",
		StaticOf("Obfuscate!", OpponentsNeedLoreToWin(25)))
}
