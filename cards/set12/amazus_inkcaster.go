package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Amazu's Inkcaster",
		Activate("On the Horizon", Cost{Exert: true, Ink: 1},
			LookTop(4), TakeFromLook(1, AnyCard().OfType(Locations)), RestOnBottom()))
}
