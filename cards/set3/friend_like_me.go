package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Friend Like Me",
		OnPlay(EachPlayerInksTop(3, true)))
}
