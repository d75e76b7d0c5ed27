package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jumbo Pop",
		Activate("Here You Go", Cost{BanishSelf: true},
			RemoveUpTo(2, Each(Chars().Yours())).Say("remove up to 2 damage from every character of yours"),
			Draw(1)))
}
