package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Show Me More!", OnPlay(EachPlayerDraws(3)))
}
