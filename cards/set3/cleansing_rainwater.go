package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The amount is asked character by character, in the order they
	// entered play.
	card("Cleansing Rainwater",
		Activate("Ancient Power", Cost{BanishSelf: true},
			RemoveUpTo(2, Each(Chars().Yours())).Say("remove up to 2 damage from every character of yours")))
}
