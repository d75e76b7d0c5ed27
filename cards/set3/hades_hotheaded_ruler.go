package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hades - Hotheaded Ruler",
		Activate("Call the Titans", Cost{Exert: true}, Ready(Each(Chars().Yours().Class("Titan")))))
}
