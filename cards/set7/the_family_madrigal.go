package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The "may" first (6.1.4), then one choice of a set (6.7.3): at most
	// one Madrigal character card and at most one song card.
	card("The Family Madrigal",
		OnPlay(LookTop(5), TakeOneOfEachFromLook(CharacterCards().Class("Madrigal"), SongCards()), RestOnTop()))
}
