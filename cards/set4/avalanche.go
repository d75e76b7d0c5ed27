package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Avalanche", OnPlay(
		Deal(1, Each(Chars().Opposing())),
		Banish(Chosen(LocationsF())).Optional()))
}
