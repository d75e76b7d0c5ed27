package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Rise of the Titans",
		OnPlay(Banish(Chosen(AnyCard().OfType(Locations|Items)))))
}
