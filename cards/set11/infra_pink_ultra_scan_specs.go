package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Infra-Pink Ultra Scan Specs",
		WhenPlayed("Detecting Evidence", Draw(1), Discard(1, TgtYou)),
		Activate("Follow the Clues", Cost{BanishSelf: true}, Gains(Alert, 0, Chosen(Chars()), ThisTurn)))
}
