package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Amber Chromicon",
		Activate("Amber Light", Cost{Exert: true}, RemoveUpTo(1, Each(Chars().Yours())).
			Say("remove up to 1 damage from every character of yours")))
}
