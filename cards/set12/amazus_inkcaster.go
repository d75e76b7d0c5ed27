package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Amazu's Inkcaster",
		Activate("On the Horizon", Cost{Exert: true, Ink: 1},
			// "you may reveal a location card": the "may" first (6.1.4), then one
			// location card among them
			LookTop(4), MayRevealFromLook(AnyCard().OfType(Locations)), RestOnBottom()))
}
