package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("First Aid", OnPlay(RemoveUpTo(1, Each(Chars().Yours())).
		Say("remove up to 1 damage from every character of yours")))
}
