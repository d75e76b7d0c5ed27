package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("A Pirate's Life", OnPlay(EachOpponentLoses(2), GainLore(2)))
}
