package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Angus - Mighty Horse",
		WhenPlayed("Dauntless", Gains(Alert, 0, Chosen(Chars()), ThisTurn)))
}
