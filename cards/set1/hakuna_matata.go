package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hakuna Matata", OnPlay(RemoveUpTo(3, Each(Chars().Yours())).
		Say("remove up to 3 damage from every character of yours")))
}
