package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Family Madrigal",
		// one "may" (6.1.4) covers both choices
		OnPlay(append(append([]Step{LookTop(5)},
			MayDo(1, TakeFromLook(1, CharacterCards().Class("Madrigal")), TakeFromLook(1, SongCards()))...),
			RestOnTop())...))
}
