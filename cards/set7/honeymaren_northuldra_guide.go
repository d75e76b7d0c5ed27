package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.2.4: the exerted opposing character is checked as the ability resolves.
	card("Honeymaren - Northuldra Guide",
		WhenPlayed("Tale of the Fifth Spirit", GainLore(1)).If_(OpponentHas(Chars().IsExerted(), 1)))
}
