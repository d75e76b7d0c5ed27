package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Alice - Courageous Keyholder",
		WhenPlayed("This Way Out",
			Ready(Chosen(Chars().Yours().IsDamaged())).Optional(),
			Cant(CantQuest, Them(0), ThisTurn)))
}
