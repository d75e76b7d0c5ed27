package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Family Madrigal",
		OnPlay(LookTop(5), TakeFromLook(1, CharacterCards().Class("Madrigal")), TakeFromLook(1, SongCards()), RestOnTop()))
}
