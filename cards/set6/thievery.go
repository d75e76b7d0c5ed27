package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Chosen opponent": with one opponent nothing is asked (6.1.3). The lore
	// is gained even if the opponent had none to lose.
	card("Thievery", OnPlay(EachOpponentLoses(1).For(TgtOpponent), GainLore(1)))
}
