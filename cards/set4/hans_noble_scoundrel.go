package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.2.4: checked as the ability resolves; any player's Princess or Queen.
	card("Hans - Noble Scoundrel",
		WhenPlayed("Royal Schemes", GainLore(1)).If_(InPlay(Chars().Class("Princess", "Queen"), 1)))
}
