package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Grab Your Sword", OnPlay(Deal(2, Each(Chars().Opposing()))))
}
