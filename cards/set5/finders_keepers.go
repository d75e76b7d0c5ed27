package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Finders Keepers", OnPlay(Draw(3)))
}
