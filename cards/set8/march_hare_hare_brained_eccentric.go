package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("March Hare - Hare-Brained Eccentric",
		WhenPlayed("Light the Candles", Deal(2, Chosen(Chars().IsDamaged())).Optional()))
}
