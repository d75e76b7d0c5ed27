package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Roger Radcliffe - Dog Lover",
		Whenever("There You Go", EvQuested, RemoveUpTo(1, Each(Chars().Yours().Class("Puppy"))).Optional().
			Say("you may remove up to 1 damage from every Puppy character of yours")))
}
