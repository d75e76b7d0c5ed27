package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// It triggers when a character of yours sings a song, once during your turn:
	// a song sung by several characters together can trigger it only once.
	card("Antonio Madrigal - Friend to All",
		WheneverAny("Of Course They Can Come", EvSang, Chars().Yours(),
			SearchDeck(0, CharacterCards().CostAtMost(3)).Optional(),
			PutInHand(Them(0)).IfYouDo(),
			ShuffleYourDeck().IfYouDo()).
			Once().During(DuringYourTurn()))
}
