package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The amount is asked card by card, each Musketeer of yours in the order
	// they entered play (Goofy himself included).
	card("Goofy - Musketeer",
		WhenPlayed("And Two for Tea!",
			RemoveUpTo(2, Each(Chars().Yours().Class("Musketeer"))).Optional().
				Say("you may remove up to 2 damage from every Musketeer character of yours")))
}
